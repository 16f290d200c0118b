import { Group, Select } from '@mantine/core';
import { DebouncedSearchInput } from '@web/components/debounced-search-input';
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
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DebouncedSearchInput
        placeholder="Name, e-mail or phone"
        value={query.search}
        onSearch={(search) => onChange({ search })}
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
