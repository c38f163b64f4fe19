import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed';
import { SearchField } from '../../components/search-field';
import { useSeesAllBusinesses } from '../../data/auth/role';
import { useBusinessList } from '../../data/businesses/list-businesses';
import { Link } from '../../lib/router';
import { BusinessesList } from './businesses-list';
import { useListAddress } from './use-list-address';
import '../../lib/page-words/businesses';

/**
 * /businesses: the project's businesses, active or archived, searched by name and paged, as the
 * address says (docs/product/screens.md#businesses).
 */
export function BusinessesPage() {
  const mayAdd = useSeesAllBusinesses();
  const { t } = useTranslation();
  const { search, query, change, address } = useListAddress();
  const list = useBusinessList(query);

  let content: React.ReactNode;
  if (list.isError && !list.data) {
    content = (
      <LoadFailed
        title={t('businesses.list.loadFailed')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
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
        {mayAdd && (
          <Button component={Link} to="/businesses/new" leftSection={<IconPlus size={18} />}>
            {t('businesses.list.add')}
          </Button>
        )}
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
        <SearchField
          value={search}
          onSearch={(q) => change({ q }, { replace: true })}
          label={t('businesses.list.search')}
          placeholder={t('businesses.list.searchPlaceholder')}
        />
      </Group>
      {content}
    </Stack>
  );
}
