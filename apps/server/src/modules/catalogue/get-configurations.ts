import type { TConfigurations } from '@oc/domain/projects/configs.schema';
import type { TScope } from '../../lib/scope';
import * as repo from './configs.repository';

/** GET /api/configurations: the project's subdomain, which its addresses are made from. */
export async function getConfigurations(scope: TScope): Promise<TConfigurations> {
  const rows = await repo.listConfigValues(scope, 'configurations');
  return { subdomain: rows.find((r) => r.key === 'subdomain')?.value ?? '' };
}
