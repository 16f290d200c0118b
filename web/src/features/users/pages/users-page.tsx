import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ListPage } from '@web/components/list-page';
import { useSession } from '@web/lib/session';
import { useUsers } from '../api/get-users';
import { UserActionsMenu } from '../components/user-actions-menu';
import { UserCard } from '../components/user-card';
import { USER_COLUMNS } from '../components/user-columns';
import { USER_SORT_OPTIONS } from '../components/user-sort-options';
import { UsersFilters } from '../components/users-filters';
import { useUsersQueryParams } from '../hooks/use-users-query-params';

export const UsersPage = () => {
  const { can } = useSession();
  const params = useUsersQueryParams();
  const users = useUsers(params.query);

  return (
    <ListPage
      title="Users"
      description="Everyone who can sign in to the portal: staff, trainers, agents and students."
      actions={
        can('create-user') && (
          <Button component={Link} to="/new-user">
            New user
          </Button>
        )
      }
      label="Portal users"
      noun="users"
      query={users}
      items={users.data?.data}
      total={users.data?.meta.total}
      params={params}
      searchPlaceholder="Name, e-mail or phone"
      filters={(style) => <UsersFilters query={params.query} onChange={params.update} style={style} />}
      sortOptions={USER_SORT_OPTIONS}
      columns={USER_COLUMNS}
      rowActions={(user) => <UserActionsMenu user={user} />}
      minWidth={760}
      card={(user) => <UserCard user={user} />}
      empty={{ title: 'No users yet', description: 'Users you add will be listed here.' }}
    />
  );
};
