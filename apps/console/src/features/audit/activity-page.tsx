import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AREAS } from '@oc/domain/team/roles';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowIcon } from '../../components/flow-icon';
import { LoadFailed } from '../../components/load-failed';
import { downloadAuditCsv } from '../../data/audit/export-audit';
import { useAuditList } from '../../data/audit/list-audit';
import { firstErrorMessage } from '../../lib/error-message';
import { rangeWords } from '../../lib/intl';
import { useSearchParams } from '../../lib/router';
import { ActivityTable } from './activity-table';
import { auditFiltersOf, auditQueryOf, type TAuditFilters } from './audit-address';
import '../../lib/page-words/activity';

/** The tab's title while the page is open; the one before comes back when it is left. */
function useActivityTitle() {
  const { t } = useTranslation();
  const title = t('activity.documentTitle', { app: t('app.name') });
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}

/**
 * /activity: who changed what, when and from where (docs/product/audit.md), for owners and admins:
 * filtered by member, area and days as the address says, 50 a page, newest first, and exported as
 * CSV with the same filters. Read only: an entry cannot be changed or removed.
 */
export function ActivityPage() {
  const { t, i18n } = useTranslation();
  useActivityTitle();
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersOf(params);
  const query = auditQueryOf(params);
  const list = useAuditList(query);

  /** A filter's change goes back to the first page; a page's change keeps the filters. */
  const change = (changes: Partial<TAuditFilters & { page: string }>) => {
    const next = new URLSearchParams(params);
    if (!('page' in changes)) next.delete('page');
    for (const [name, value] of Object.entries(changes)) {
      if (value && !(name === 'page' && value === '1')) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  };

  const [isExporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _page, ...rest } = query;
      await downloadAuditCsv(rest, 'activity.csv');
    } catch (error) {
      notifications.show({
        color: 'red',
        message: firstErrorMessage(error, t('activity.export.failed')),
      });
    } finally {
      setExporting(false);
    }
  };

  const data = list.data;
  let content: React.ReactNode;
  if (list.isError && !data) {
    content = (
      <LoadFailed
        title={t('activity.list.loadFailed')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!data) {
    content = <Text c="dimmed">{t('activity.list.loading')}</Text>;
  } else if (data.items.length === 0) {
    content = (
      <Text c="dimmed">{t(data.total > 0 ? 'activity.list.emptyPage' : 'activity.list.none')}</Text>
    );
  } else {
    const pages = Math.max(1, Math.ceil(data.total / data.page_size));
    const first = (data.page - 1) * data.page_size + 1;
    const last = Math.min(data.total, data.page * data.page_size);
    content = (
      <>
        <ActivityTable entries={data.items} isStale={list.isPlaceholderData} />
        <Group
          justify="space-between"
          gap="sm"
          component="nav"
          aria-label={t('activity.list.pages')}
        >
          <Text size="sm" c="dimmed" aria-live="polite">
            {t(
              'activity.list.range',
              rangeWords({ first, last, total: data.total }, i18n.language),
            )}
          </Text>
          {pages > 1 && (
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<FlowIcon icon={IconChevronLeft} size={16} />}
                disabled={data.page <= 1}
                onClick={() => change({ page: String(data.page - 1) })}
              >
                {t('activity.list.previous')}
              </Button>
              <Button
                variant="default"
                size="xs"
                rightSection={<FlowIcon icon={IconChevronRight} size={16} />}
                disabled={data.page >= pages}
                onClick={() => change({ page: String(data.page + 1) })}
              >
                {t('activity.list.next')}
              </Button>
            </Group>
          )}
        </Group>
      </>
    );
  }

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('activity.title')}
        </Title>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={isExporting}
          onClick={() => void exportCsv()}
        >
          {t('activity.export.button')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('activity.help')}
      </Text>
      <Group gap="sm" align="flex-end" role="search" aria-label={t('activity.filters.label')}>
        <NativeSelect
          label={t('activity.filters.member')}
          value={filters.member}
          onChange={(event) => change({ member: event.currentTarget.value })}
          data={[
            { value: '', label: t('activity.filters.allMembers') },
            ...(data?.members ?? []).map((m) => ({ value: String(m.user_id), label: m.actor })),
            // The member of the address, before the page says who appears in the log.
            ...(filters.member && !data?.members.some((m) => String(m.user_id) === filters.member)
              ? [
                  {
                    value: filters.member,
                    label: t('activity.filters.memberNumber', { id: filters.member }),
                  },
                ]
              : []),
          ]}
        />
        <NativeSelect
          label={t('activity.filters.area')}
          value={filters.area}
          onChange={(event) => change({ area: event.currentTarget.value })}
          data={[
            { value: '', label: t('activity.filters.allAreas') },
            ...AREAS.map((area) => ({ value: area, label: t(`activity.areas.${area}`) })),
          ]}
        />
        <TextInput
          type="date"
          label={t('activity.filters.from')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => change({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('activity.filters.to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => change({ to: event.currentTarget.value })}
        />
      </Group>
      {content}
    </Stack>
  );
}
