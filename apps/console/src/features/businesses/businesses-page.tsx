import { Alert, Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBusinessList } from '../../data/businesses/list-businesses';
import { isNetworkError } from '../../lib/api-client';
import { translateServerMessage } from '../../lib/i18n';
import { BusinessSearchField } from './business-search-field';
import { BusinessesList } from './businesses-list';
import { useListAddress } from './use-list-address';

/**
 * /businesses: the project's businesses, active or archived, searched by name and paged, as the
 * address says (docs/product/screens.md#businesses).
 */
export function BusinessesPage() {
  const { t } = useTranslation();
  const { search, query, change, address } = useListAddress();
  const list = useBusinessList(query);

  let content: React.ReactNode;
  if (list.isError && !list.data) {
    content = (
      <Alert color="red" role="alert" title={t('businesses.list.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          {isNetworkError(list.error)
            ? t('settings.offline.text')
            : translateServerMessage(list.error.message)}
          <Button size="xs" variant="default" onClick={() => void list.refetch()}>
            {t('settings.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <BusinessesList
        list={list}
        query={query}
        listAddress={address}
        onPage={(page) => change({ page })}
        onClearSearch={() => change({ q: '' })}
      />
    );
  }

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('businesses.title')}
        </Title>
        <Button component={Link} to="/businesses/new" leftSection={<IconPlus size={18} />}>
          {t('businesses.list.add')}
        </Button>
      </Group>
      <Group gap="sm" align="center">
        <SegmentedControl
          aria-label={t('businesses.list.status')}
          value={query.status}
          onChange={(status) => change({ status: status === 'archived' ? 'archived' : 'active' })}
          data={[
            { value: 'active', label: t('businesses.list.active') },
            { value: 'archived', label: t('businesses.list.archived') },
          ]}
        />
        <BusinessSearchField value={search} onSearch={(q) => change({ q }, { replace: true })} />
      </Group>
      {content}
    </Stack>
  );
}
