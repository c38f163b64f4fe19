import {
  ActionIcon,
  Button,
  Code,
  CopyButton,
  Group,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TDomainDns } from '@oc/domain/domains/custom-domain.schema';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCheckDomain } from '../../data/domains/check-domain';
import { firstErrorMessage } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';
import { formatList } from '../../lib/intl';
import { relativeTo } from '../../lib/relative-time';

/** A value of the record with a button that copies it, for pasting at the DNS provider. */
function Copyable({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Code>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('settings.basic.customDomain.dns.copied') : label} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={copied ? t('settings.basic.customDomain.dns.copied') : label}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * While the request is pending: the CNAME record to create, what the last DNS check saw and why it
 * does not match yet, when that was, and 'Check again' to look now rather than at the next round.
 */
export function DnsRecord({ siteId, dns }: { siteId: number; dns: TDomainDns }) {
  const { t, i18n } = useTranslation();
  const check = useCheckDomain(siteId);
  const ago = dns.checked_at ? relativeTo(dns.checked_at, Date.now()) : null;
  return (
    <Stack gap="xs">
      <Title order={5}>{t('settings.basic.customDomain.dns.title')}</Title>
      <Text size="sm">{t('settings.basic.customDomain.dns.intro')}</Text>
      <Table.ScrollContainer minWidth={420}>
        <Table withTableBorder aria-label={t('settings.basic.customDomain.dns.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.basic.customDomain.dns.type')}</Table.Th>
              <Table.Th>{t('settings.basic.customDomain.dns.name')}</Table.Th>
              <Table.Th>{t('settings.basic.customDomain.dns.value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>
                <Code>{dns.type}</Code>
              </Table.Td>
              <Table.Td>
                <Copyable value={dns.name} label={t('settings.basic.customDomain.dns.copyName')} />
              </Table.Td>
              <Table.Td>
                <Copyable
                  value={dns.value}
                  label={t('settings.basic.customDomain.dns.copyValue')}
                />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('settings.basic.customDomain.dns.seen', {
          seen: dns.seen.length
            ? formatList(dns.seen, i18n.language)
            : t('settings.basic.customDomain.dns.nothingSeen'),
        })}
      </Text>
      {dns.matches ? (
        <Text size="sm" c="green">
          {t('settings.basic.customDomain.dns.matches')}
        </Text>
      ) : (
        dns.problem && (
          <Text size="sm" c="orange">
            {translateServerMessage(dns.problem)}
          </Text>
        )
      )}
      <Group gap="sm">
        <Text
          size="sm"
          c="dimmed"
          title={
            dns.checked_at
              ? t('settings.basic.customDomain.exactTime', { date: new Date(dns.checked_at) })
              : undefined
          }
        >
          {!ago
            ? t('settings.basic.customDomain.dns.notChecked')
            : ago.value === 0
              ? t('settings.basic.customDomain.dns.checkedJustNow')
              : t('settings.basic.customDomain.dns.checkedAt', {
                  when: ago.value,
                  formatParams: { when: { range: ago.unit } },
                })}
        </Text>
        <Button
          variant="default"
          size="xs"
          loading={check.isPending}
          onClick={() =>
            check.mutate(undefined, {
              onError: (error) =>
                notifications.show({
                  color: 'red',
                  message: firstErrorMessage(
                    error,
                    t('settings.basic.customDomain.dns.checkFailed'),
                  ),
                }),
            })
          }
        >
          {t('settings.basic.customDomain.dns.checkAgain')}
        </Button>
      </Group>
    </Stack>
  );
}
