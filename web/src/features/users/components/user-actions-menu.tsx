import { Button, Menu, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ROLE, primaryRole } from '@shared/permissions';
import type { UserView } from '@shared/schemas/users';
import { whyCannotDeleteUser, whyCannotManageUser } from '@shared/user-rules';
import { useSession } from '@web/lib/session';
import { useDeleteUser } from '../api/delete-user';
import { useVerifyUser } from '../api/verify-user';
import { AccountActivationItem } from './account-activation';

/**
 * The per-row actions of the users list: each shown only when the signed-in user holds its permission and
 * the server would allow it on this account (shared/user-rules.ts); when it would not, the menu says why.
 */
export const UserActionsMenu = ({ user }: { user: UserView }) => {
  const session = useSession();
  const verify = useVerifyUser();
  const remove = useDeleteUser();

  const refusal = whyCannotManageUser(session.role, user);
  const canUpdate = session.can('update-user') && !refusal;
  const canShow = session.can('update-user') || session.can('show-user');
  const canDelete = session.can('delete-user') && !refusal;
  const deleteRefusal = whyCannotDeleteUser({ id: session.user?.id, role: session.role }, user);
  const isTrainer = primaryRole(user.roles) === ROLE.trainer;
  // Only worth saying to someone who would otherwise have been offered the actions.
  const showRefusal = refusal && (session.can('update-user') || session.can('delete-user'));

  if (!canShow && !canDelete) return null;

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button variant="default" size="xs" aria-label={`Actions for ${user.name}`} loading={verify.isPending || remove.isPending}>
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw={280}>
        {canShow && (
          <Menu.Item component={Link} to={`/users/update/${user.id}`}>
            {canUpdate ? 'Edit details' : 'View details'}
          </Menu.Item>
        )}
        {session.can('show-user') && (
          <Menu.Item component={Link} to={`/users/${user.id}/timeline`}>
            Evidence timeline
          </Menu.Item>
        )}
        {canUpdate && isTrainer && (
          <Menu.Item component={Link} to={`/users/update-trainer/${user.id}`}>
            Trainer profile
          </Menu.Item>
        )}
        {canUpdate && (
          <Menu.Item component={Link} to={`/users/change-password/${user.id}`}>
            Change password
          </Menu.Item>
        )}
        {canUpdate && (
          <Menu.Item onClick={() => verify.mutate({ id: user.id, verify: !user.verified })}>
            {user.verified ? 'Mark as unverified' : 'Mark as verified'}
          </Menu.Item>
        )}
        {canDelete && (
          <>
            <Menu.Divider />
            <AccountActivationItem user={user} />
            {/* Deleting your own account here would sign you out mid-task, so it is not offered. */}
            <Menu.Item color="red.9" disabled={Boolean(deleteRefusal)} onClick={() => remove.mutate(user.id)}>
              {deleteRefusal ? 'Delete (not your own account)' : 'Delete user'}
            </Menu.Item>
          </>
        )}
        {showRefusal && (
          <>
            {canShow && <Menu.Divider />}
            <Text size="xs" c="gray.8" px="sm" py={6}>
              {refusal.message}
            </Text>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
};
