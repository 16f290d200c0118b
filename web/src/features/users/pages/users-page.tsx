import { Button, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@web/components/page-layout';
import { ListPager } from '@web/components/list-pager';
import { PageLoader } from '@web/components/page-loader';
import { SortSelect } from '@web/components/sort-select';
import { TableSkeleton } from '@web/components/table-skeleton';
import { useSession } from '@web/lib/session';
import { PAGE_SIZES } from '@web/lib/use-list-query-params';
import { useUsers } from '../api/get-users';
import { UserCards } from '../components/user-cards';
import { USER_SORT_OPTIONS } from '../components/user-sort-options';
import { UsersEmptyState } from '../components/users-empty-state';
import { UsersFilters } from '../components/users-filters';
import { UsersTable } from '../components/users-table';
import { useUsersQueryParams } from '../hooks/use-users-query-params';

// Mantine's `sm` breakpoint: below it a table of six columns no longer fits.
const PHONE_QUERY = '(max-width: 48em)';

export const UsersPage = () => {
  const { can } = useSession();
  const { query, update, hasFilters, clearFilters } = useUsersQueryParams();
  const users = useUsers(query);
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

  const onSort = (order_by: typeof query.order_by, order: typeof query.order) => update({ order_by, order });

  const list = users.data?.data ?? [];
  const lastPage = Math.max(1, Math.ceil((users.data?.meta.total ?? 0) / query.pagination));

  // Deleting the last user of the last page, or an old link, can leave the page past the end: step back.
  useEffect(() => {
    if (users.data && !users.isPlaceholderData && query.page > lastPage) update({ page: lastPage });
  }, [users.data, users.isPlaceholderData, query.page, lastPage, update]);

  return (
    <Stack gap="md">
      <PageHeader
        title="Users"
        description="Everyone who can sign in to the portal: staff, trainers, agents and students."
        actions={
          can('create-user') && (
            <Button component={Link} to="/new-user">
              New user
            </Button>
          )
        }
      />
      <UsersFilters query={query} onChange={update} />
      {isPhone && <SortSelect options={USER_SORT_OPTIONS} sortedBy={query.order_by} order={query.order} onSort={onSort} />}

      {users.isPending ? (
        <TableSkeleton label="Loading users" rows={6} rowHeight={52} />
      ) : users.isError && !users.data ? (
        <PageLoader query={users} what="the users" />
      ) : list.length === 0 ? (
        <UsersEmptyState filtered={hasFilters} onClearFilters={clearFilters} />
      ) : (
        <div style={{ opacity: users.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={users.isFetching}>
          {isPhone ? (
            <UserCards users={list} />
          ) : (
            <UsersTable users={list} sortedBy={query.order_by} order={query.order} onSort={onSort} />
          )}
        </div>
      )}

      {users.data && users.data.meta.total > 0 && (
        <ListPager
          page={query.page}
          pageSize={query.pagination}
          total={users.data.meta.total}
          pageSizes={PAGE_SIZES}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(pagination) => update({ pagination })}
        />
      )}
    </Stack>
  );
};
