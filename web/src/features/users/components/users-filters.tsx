import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { UsersQuery } from '../api/get-users';
import { useRoleOptions } from '../api/get-role-options';

const VERIFIED_OPTIONS = [
  { value: 'true', label: 'Verified' },
  { value: 'false', label: 'Unverified' },
];

interface UsersFiltersProps {
  query: UsersQuery;
  onChange: (changes: Partial<UsersQuery>) => void;
}

export const UsersFilters = ({ query, onChange }: UsersFiltersProps) => {
  const roles = useRoleOptions();
  // The box shows every keystroke at once; the list follows a moment later, not once per letter.
  const [search, setSearch] = useState(query.search ?? '');
  const lastApplied = useRef(query.search ?? '');
  const applySearch = useDebouncedCallback((value: string) => {
    lastApplied.current = value.trim();
    onChange({ search: lastApplied.current || undefined });
  }, 350);

  // When the search changes from outside (e.g. "Clear filters"), the box follows; its own changes are not echoed back.
  useEffect(() => {
    const applied = query.search ?? '';
    if (applied !== lastApplied.current) {
      lastApplied.current = applied;
      setSearch(applied);
    }
  }, [query.search]);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name, e-mail or phone"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        style={{ flex: '1 1 16rem' }}
      />
      <Select
        label="Role"
        placeholder="All roles"
        data={(roles.data ?? []).map((role) => role.name)}
        value={query.role ?? null}
        onChange={(value) => onChange({ role: value ?? undefined })}
        clearable
        disabled={roles.isPending}
        style={{ flex: '1 1 9rem', maxWidth: '14rem' }}
      />
      <Select
        label="Status"
        placeholder="Verified or not"
        data={VERIFIED_OPTIONS}
        value={query.verified ?? null}
        onChange={(value) => onChange({ verified: value === 'true' || value === 'false' ? value : undefined })}
        clearable
        style={{ flex: '1 1 9rem', maxWidth: '14rem' }}
      />
    </Group>
  );
};
