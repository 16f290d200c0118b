import { Select } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useRoleOptions } from '@web/lib/queries/get-role-options';
import type { UsersQuery } from '../api/get-users';

const VERIFIED_OPTIONS = [
  { value: 'true', label: 'Verified' },
  { value: 'false', label: 'Unverified' },
];

const ACCOUNT_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Deactivated' },
];

interface UsersFiltersProps {
  query: UsersQuery;
  onChange: (changes: Partial<UsersQuery>) => void;
  style: CSSProperties | undefined;
}

/** The users list's role, status and account filters (the list page adds the search and lays them out). */
export const UsersFilters = ({ query, onChange, style }: UsersFiltersProps) => {
  const roles = useRoleOptions();
  return (
    <>
      <Select
        label="Role"
        placeholder="All roles"
        data={(roles.data ?? []).map((role) => role.name)}
        value={query.role ?? null}
        onChange={(value) => onChange({ role: value ?? undefined })}
        clearable
        disabled={roles.isPending}
        style={style}
      />
      <Select
        label="Status"
        placeholder="Verified or not"
        data={VERIFIED_OPTIONS}
        value={query.verified ?? null}
        onChange={(value) => onChange({ verified: value === 'true' || value === 'false' ? value : undefined })}
        clearable
        style={style}
      />
      <Select
        label="Account"
        placeholder="Active or not"
        data={ACCOUNT_OPTIONS}
        value={query.active ?? null}
        onChange={(value) => onChange({ active: value === 'true' || value === 'false' ? value : undefined })}
        clearable
        style={style}
      />
    </>
  );
};
