import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessBySlug } from '../data/businesses/get-business-by-slug';
import { useBusinessSearch } from '../data/businesses/search-businesses';

const WITHOUT = '__without__';

type TProps = {
  value: string | null;
  onChange: (slug: string | null) => void;
  /** The website's wording by default; the app's business_slug constant passes its own. */
  label?: string;
  /** The option that means null: 'Without business' by default. */
  noneLabel?: string;
  error?: string | null;
  /** The field's input, for a form that focuses the first field with a problem. */
  inputRef?: Ref<HTMLInputElement>;
  rightSection?: ReactNode;
  /** Unpublished businesses may be chosen too (a filter, not a choice customers will reach). */
  canPickUnpublished?: boolean;
};

/**
 * A business searched on the server, with an option meaning none (null). Controlled, so the
 * website's single_store choice (docs/product/website-settings.md#website-theme-section) and the
 * app's business_slug constant (docs/product/app-settings.md#constants) use it the same way.
 */
export function BusinessPicker({
  value,
  onChange,
  label,
  noneLabel,
  error,
  inputRef,
  rightSection,
  canPickUnpublished = false,
}: TProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const chosen = useBusinessBySlug(value);
  const noneOption = noneLabel ?? t('settings.basic.withoutBusiness');
  const chosenLabel = value ? (chosen.data?.items[0]?.name ?? value) : noneOption;
  // The field shows the chosen option's label, and the Select reports it as the search: that is
  // no search, so the list opens with every business (the first page) until the owner types.
  const [debounced] = useDebouncedValue(search === chosenLabel ? '' : search, 250);
  const businesses = useBusinessSearch(debounced);
  const items = businesses.data?.items ?? [];
  const data = [
    { value: WITHOUT, label: noneOption },
    // An unpublished business is shown, so the owner knows why it cannot be chosen: customers
    // cannot reach it, and the server refuses it.
    ...items.map((b) =>
      b.published || canPickUnpublished
        ? { value: b.slug, label: b.name }
        : {
            value: b.slug,
            label: t('settings.basic.businessNotPublished', { name: b.name }),
            disabled: true,
          },
    ),
  ];
  // The chosen business stays selectable even when the current search does not list it.
  if (value && !items.some((b) => b.slug === value)) data.push({ value, label: chosenLabel });
  return (
    <Select
      label={label ?? t('settings.basic.business')}
      placeholder={t('settings.basic.businessSearch')}
      searchable
      // Picking the chosen business again keeps it; only the none option means none.
      allowDeselect={false}
      data={data}
      value={value ?? WITHOUT}
      onChange={(next) => onChange(!next || next === WITHOUT ? null : next)}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('settings.basic.businessSearch')}
      error={error}
      ref={inputRef}
      rightSection={rightSection}
    />
  );
}
