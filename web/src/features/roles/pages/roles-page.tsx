import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@web/components/page-layout';
import { EmptyState } from '@web/components/empty-state';
import { TableSkeleton } from '@web/components/table-skeleton';
import { useRoles } from '../api/get-roles';
import { RolesTable } from '../components/roles-table';

export const RolesPage = () => {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const roles = useRoles(debouncedSearch || undefined);
  const list = roles.data?.data ?? [];

  return (
    <Stack gap="md">
      <PageHeader
        title="Roles"
        description="A role is a named set of permissions; every user holds one."
        actions={
          <>
            <Button variant="default" component={Link} to="/permission-settings">
              Permission settings
            </Button>
            <Button component={Link} to="/roles/new">
              New role
            </Button>
          </>
        }
      />
      <TextInput
        label="Search roles"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      {roles.isPending ? (
        <TableSkeleton label="Loading roles" />
      ) : roles.isError && !roles.data ? (
        <Alert color="red" variant="light" title="Could not load the roles">
          <Button size="xs" variant="light" onClick={() => roles.refetch()} loading={roles.isFetching}>
            Try again
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <EmptyState
          title={debouncedSearch ? 'No role matches this search' : 'No roles yet'}
          description={debouncedSearch ? 'Try another name.' : 'Create a role to give people access.'}
        />
      ) : (
        <RolesTable roles={list} />
      )}
    </Stack>
  );
};
