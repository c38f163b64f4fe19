import { Select, Stack } from '@mantine/core';
import type { TRole } from '@oc/domain/team/roles';
import { useTranslation } from 'react-i18next';
import { BusinessesSelect } from './businesses-select';
import { ROLE_WORDS } from './team-words';
import '../../lib/page-words/team';

type TProps = {
  role: TRole;
  businessIds: number[];
  onRole: (role: TRole) => void;
  onBusinesses: (ids: number[]) => void;
  /** An admin may not make an owner: the choice is not offered. */
  mayMakeOwner: boolean;
  businessesError?: string | undefined;
  names?: ReadonlyMap<number, string>;
};

/** A role, said with what it may do, and for a business manager, their businesses. */
export function RoleFields({
  role,
  businessIds,
  onRole,
  onBusinesses,
  mayMakeOwner,
  businessesError,
  names,
}: TProps) {
  const { t } = useTranslation();
  const roles: TRole[] = mayMakeOwner
    ? ['owner', 'admin', 'business_manager']
    : ['admin', 'business_manager'];
  return (
    <Stack>
      <Select
        label={t('team.role')}
        description={t(ROLE_WORDS[role].help)}
        data={roles.map((r) => ({ value: r, label: t(ROLE_WORDS[r].name) }))}
        value={role}
        onChange={(value) => value && onRole(value as TRole)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {role === 'business_manager' && (
        <BusinessesSelect
          value={businessIds}
          onChange={onBusinesses}
          error={businessesError}
          {...(names ? { names } : {})}
        />
      )}
    </Stack>
  );
}
