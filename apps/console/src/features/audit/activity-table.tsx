import { Code, Stack, Table, Text } from '@mantine/core';
import type { TAuditEntry } from '@oc/domain/audit/audit.schema';
import { auditChangeLines } from '@oc/domain/audit/audit-csv';
import { useTranslation } from 'react-i18next';
import { KeyboardScrollContainer } from '../../components/keyboard-scroll-container';
import { formatDateTime } from '../../lib/intl';
import '../../lib/page-words/activity';

type TProps = {
  entries: TAuditEntry[];
  /** The next page is on its way: this one is dimmed. */
  isStale: boolean;
};

/** When, on the owner's own clock, as their language writes it: 'Nov 27, 2026, 9:14 AM'. */
const whenOf = (iso: string, language: string) => formatDateTime(iso, language);

/** An entry's changes, one field a line, as "field: before → after" (a secret: only its name). */
function Changes({ changes }: { changes: TAuditEntry['changes'] }) {
  const lines = auditChangeLines(changes);
  if (lines.length === 0) return null;
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Code key={line} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {line}
        </Code>
      ))}
    </Stack>
  );
}

/** A page of the record of changes, newest first. */
export function ActivityTable({ entries, isStale }: TProps) {
  const { t, i18n } = useTranslation();
  return (
    <KeyboardScrollContainer minWidth={800} label={t('activity.title')}>
      <Table
        verticalSpacing="xs"
        aria-label={t('activity.title')}
        aria-busy={isStale}
        style={{ opacity: isStale ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('activity.list.when')}</Table.Th>
            <Table.Th scope="col">{t('activity.list.who')}</Table.Th>
            <Table.Th scope="col">{t('activity.list.area')}</Table.Th>
            <Table.Th scope="col">{t('activity.list.what')}</Table.Th>
            <Table.Th scope="col">{t('activity.list.target')}</Table.Th>
            <Table.Th scope="col">{t('activity.list.changes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {whenOf(entry.created_at, i18n.language)}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.actor}</Text>
                {entry.ip && (
                  <Text size="xs" c="dimmed">
                    {entry.ip}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{t(`activity.areas.${entry.area}`, { defaultValue: entry.area })}</Table.Td>
              <Table.Td>
                {t(`activity.actions.${entry.action}`, { defaultValue: entry.action })}
              </Table.Td>
              <Table.Td>{entry.target}</Table.Td>
              <Table.Td>
                <Changes changes={entry.changes} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </KeyboardScrollContainer>
  );
}
