import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

interface DebouncedSearchInputProps extends Pick<TextInputProps, 'placeholder' | 'style'> {
  /** The search the list currently applies (from the address bar). */
  value: string | undefined;
  /** Called a moment after typing stops, with the trimmed text, or `undefined` when it is empty. */
  onSearch: (search: string | undefined) => void;
}

/** The "Search" box of a list's filter bar: it shows every keystroke at once and applies the search after a pause. */
export const DebouncedSearchInput = ({ value, onSearch, placeholder, style }: DebouncedSearchInputProps) => {
  // The box shows every keystroke at once; the list follows a moment later, not once per letter.
  const [search, setSearch] = useState(value ?? '');
  const lastApplied = useRef(value ?? '');
  const applySearch = useDebouncedCallback((typed: string) => {
    lastApplied.current = typed.trim();
    onSearch(lastApplied.current || undefined);
  }, 350);

  // When the search changes from outside (e.g. "Clear filters"), the box follows; its own changes are not echoed back.
  useEffect(() => {
    const applied = value ?? '';
    if (applied !== lastApplied.current) {
      lastApplied.current = applied;
      setSearch(applied);
    }
  }, [value]);

  return (
    <TextInput
      label="Search"
      placeholder={placeholder}
      type="search"
      value={search}
      onChange={(event) => {
        setSearch(event.currentTarget.value);
        applySearch(event.currentTarget.value);
      }}
      style={style}
    />
  );
};
