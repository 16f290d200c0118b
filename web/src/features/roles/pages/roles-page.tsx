import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ListPage } from '@web/components/list-page';
import { useRoles } from '../api/get-roles';
import { ROLE_COLUMNS, RoleRowActions } from '../components/role-columns';

export const RolesPage = () => {
  // A college has a handful of roles: one page, searched by name, with no sorting or paging to keep in the address.
  const [search, setSearch] = useState<string>();
  const roles = useRoles(search);

  return (
    <ListPage
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
      label="Roles"
      noun="roles"
      query={roles}
      items={roles.data?.data}
      search={{ value: search, onSearch: setSearch }}
      searchPlaceholder="Role name"
      columns={ROLE_COLUMNS}
      rowActions={(role) => <RoleRowActions role={role} />}
      minWidth={340}
      horizontalSpacing="xs"
      empty={{ title: 'No roles yet', description: 'Create a role to give people access.' }}
      filteredEmpty={{ title: 'No role matches this search', description: 'Try another name.' }}
    />
  );
};
