import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessSearch } from '../../data/businesses/search-businesses';
import '../../lib/page-words/team';

type TProps = {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
  /** Names already known (a member's businesses), for the chosen ones a search does not list. */
  names?: ReadonlyMap<number, string>;
};

/**
 * The businesses a business manager is given: several, searched on the server like the business
 * picker's (20 at a time); the names of those chosen stay while another search is shown.
 */
export function BusinessesSelect({ value, onChange, error, names }: TProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useBusinessSearch(debounced);
  const known = useRef(new Map<number, string>(names));
  for (const business of found.data?.items ?? []) known.current.set(business.id, business.name);
  const ids = new Set([...(found.data?.items ?? []).map((b) => b.id), ...value]);
  const data = [...ids].map((id) => ({
    value: String(id),
    label: known.current.get(id) ?? t('team.businesses.unknown', { id }),
  }));
  return (
    <MultiSelect
      label={t('team.businesses.label')}
      description={t('team.businesses.help')}
      placeholder={value.length === 0 ? t('team.businesses.placeholder') : undefined}
      data={data}
      value={value.map(String)}
      onChange={(chosen) => onChange(chosen.map(Number))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t('team.businesses.none')}
      error={error}
      filter={({ options }) => options}
    />
  );
}
