import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessBySlug, useBusinessSearch } from '../../api/search-businesses';

const WITHOUT = '__without__';

type TProps = { value: string | null; onChange: (slug: string | null) => void };

/** Spec 2.3: a business for single_store, searched on the server, with a 'Without business' option. */
export function BusinessPicker({ value, onChange }: TProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const businesses = useBusinessSearch(debounced);
  const chosen = useBusinessBySlug(value);
  const items = businesses.data?.items ?? [];
  const data = [
    { value: WITHOUT, label: t('settings.basic.withoutBusiness') },
    ...items.map((b) => ({ value: b.slug, label: b.name })),
  ];
  // The chosen business stays selectable even when the current search does not list it.
  if (value && !items.some((b) => b.slug === value)) {
    data.push({ value, label: chosen.data?.items[0]?.name ?? value });
  }
  return (
    <Select
      label={t('settings.basic.business')}
      placeholder={t('settings.basic.businessSearch')}
      searchable
      data={data}
      value={value ?? WITHOUT}
      onChange={(next) => onChange(!next || next === WITHOUT ? null : next)}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('settings.basic.businessSearch')}
    />
  );
}
