import { Select } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useRoleOptions } from '@web/lib/queries/get-role-options';
import type { UsersQuery } from '../api/get-users';

type YesOrNo = 'true' | 'false';

interface YesNoFilterProps {
  label: string;
  placeholder: string;
  /** What `true` and `false` are called on the list. */
  words: { true: string; false: string };
  value: YesOrNo | undefined;
  onChange: (value: YesOrNo | undefined) => void;
  style: CSSProperties | undefined;
}

/** A filter of a yes-or-no field of the list (verified, active), cleared to show both. */
const YesNoFilter = ({ label, placeholder, words, value, onChange, style }: YesNoFilterProps) => (
  <Select
    label={label}
    placeholder={placeholder}
    data={[
      { value: 'true', label: words.true },
      { value: 'false', label: words.false },
    ]}
    value={value ?? null}
    onChange={(picked) => onChange(picked === 'true' || picked === 'false' ? picked : undefined)}
    clearable
    style={style}
  />
);

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
      <YesNoFilter
        label="Status"
        placeholder="Verified or not"
        words={{ true: 'Verified', false: 'Unverified' }}
        value={query.verified}
        onChange={(verified) => onChange({ verified })}
        style={style}
      />
      <YesNoFilter
        label="Account"
        placeholder="Active or not"
        words={{ true: 'Active', false: 'Deactivated' }}
        value={query.active}
        onChange={(active) => onChange({ active })}
        style={style}
      />
    </>
  );
};
