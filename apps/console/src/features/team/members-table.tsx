import { Badge, Group, Table, VisuallyHidden } from '@mantine/core';
import type { TRole } from '@oc/domain/team/roles';
import type { TTeamMember } from '@oc/domain/team/team.schema';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../lib/intl';
import { MemberActions } from './member-actions';
import { formatWhen, ROLE_WORDS } from './team-words';
import '../../lib/page-words/team';

type TProps = { members: TTeamMember[]; myRole: TRole; names: ReadonlyMap<number, string> };

/** The members: who, their role, a business manager's businesses, and when they last signed in. */
export function MembersTable({ members, myRole, names }: TProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-label={t('team.members.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('team.name')}</Table.Th>
            <Table.Th scope="col">{t('team.email')}</Table.Th>
            <Table.Th scope="col">{t('team.role')}</Table.Th>
            <Table.Th scope="col">{t('team.businesses.column')}</Table.Th>
            <Table.Th scope="col">{t('team.members.lastSignIn')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('team.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Th scope="row" fw={500}>
                <Group gap="xs" wrap="nowrap">
                  {member.name}
                  {member.is_you && (
                    <Badge variant="light" size="sm">
                      {t('team.members.you')}
                    </Badge>
                  )}
                </Group>
              </Table.Th>
              <Table.Td style={{ wordBreak: 'break-all' }}>{member.email}</Table.Td>
              <Table.Td>{t(ROLE_WORDS[member.role].name)}</Table.Td>
              <Table.Td>
                {member.role === 'business_manager'
                  ? formatList(
                      member.business_ids.map(
                        (id) => names.get(id) ?? t('team.businesses.unknown', { id }),
                      ),
                      i18n.language,
                    )
                  : t('team.businesses.all')}
              </Table.Td>
              <Table.Td>
                {member.last_sign_in_at
                  ? formatWhen(member.last_sign_in_at, i18n.language)
                  : t('team.members.never')}
              </Table.Td>
              <Table.Td>
                <MemberActions member={member} myRole={myRole} names={names} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
