import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ORDER_SEARCH_MAX } from '@oc/domain/orders/order-admin.schema';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the owner pauses typing before the inbox is searched. */
export const SEARCH_PAUSE_MS = 300;

type TProps = {
  /** The search the address holds. */
  value: string;
  /** The owner paused typing: the address takes the new search. */
  onSearch: (search: string) => void;
};

/**
 * The inbox's search box, for an order number or part of a customer's name: what is typed is
 * searched once the owner pauses, and follows the address when it changes by itself (Back, a link).
 */
export function OrderSearchField({ value, onSearch }: TProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [paused] = useDebouncedValue(text, SEARCH_PAUSE_MS);
  const current = useRef(value);
  current.current = value;
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  /** The search last sent to the address, until the address has it. */
  const sent = useRef<string | null>(null);

  // Only a new pause searches: the address moving by itself (Back) is not typed, and must not be
  // answered with the search typed before it.
  useEffect(() => {
    if (paused === current.current) return;
    sent.current = paused;
    onSearchRef.current(paused);
  }, [paused]);
  // The address's own changes show in the box; the search just sent does not replace what the
  // owner typed since.
  useEffect(() => {
    if (value === sent.current) sent.current = null;
    else setText(value);
  }, [value]);

  return (
    <TextInput
      type="search"
      aria-label={t('orders.filters.search')}
      placeholder={t('orders.filters.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maxLength={ORDER_SEARCH_MAX}
      flex={1}
      miw={200}
    />
  );
}
