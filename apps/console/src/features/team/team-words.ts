import type { TRole } from '@oc/domain/team/roles';
import { formatDateTime } from '../../lib/intl';
import '../../lib/page-words/team';

/** The catalogue keys of each role's name and what it may do. */
export const ROLE_WORDS = {
  owner: { name: 'team.roles.owner', help: 'team.roles.ownerHelp' },
  admin: { name: 'team.roles.admin', help: 'team.roles.adminHelp' },
  business_manager: {
    name: 'team.roles.business_manager',
    help: 'team.roles.business_managerHelp',
  },
} as const satisfies Record<TRole, { name: string; help: string }>;

/** A date and time as the member's language writes it. */
export const formatWhen = (iso: string, language: string) => formatDateTime(iso, language);
