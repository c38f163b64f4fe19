import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** How long the owner pauses typing before the list is searched. */
export const SEARCH_PAUSE_MS = 300;

type TProps = {
  /** The search the address holds. */
  value: string;
  /** The owner paused typing: the address takes the new search. */
  onSearch: (search: string) => void;
  /** The box's accessible name. */
  label: string;
  /** What may be searched for, shown while the box is empty. */
  placeholder: string;
  /** The longest search the API accepts, when it has a limit. */
  maxLength?: number;
};

/**
 * A list's search box: what is typed is searched once the owner pauses, and follows the address
 * when it changes by itself (Back, a link).
 */
export function SearchField({ value, onSearch, label, placeholder, maxLength }: TProps) {
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
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maxLength={maxLength}
      flex={1}
      miw={200}
    />
  );
}
