import { seesAllBusinesses } from '@oc/domain/team/roles';
import { useMe } from './get-me';

/**
 * Whether the member works on the project's set of businesses (adds, archives, files them under
 * franchises), not only on the businesses they are given: false for a business manager, and until
 * the console knows who is signed in (so no such button shows to someone who may not use it).
 */
export function useSeesAllBusinesses(): boolean {
  const me = useMe();
  return me.data ? seesAllBusinesses(me.data.role) : false;
}
