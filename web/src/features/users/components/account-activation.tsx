import { Button, Group, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { UserView } from '@shared/schemas/users';
import { whyCannotDeactivateUser } from '@shared/user-rules';
import { useSession } from '@web/lib/session';
import { useSetUserActive } from '../api/set-user-active';
import { formatDate } from './format-date';
import { DeactivatedBadge } from './verified-badge';

/**
 * Deactivating or reactivating an account, offered to who may delete users (the same right, shared/user-rules.ts) and
 * never on their own account. Deactivating asks first, saying what it does: the person is signed out at once.
 */
const useAccountActivation = (user: UserView) => {
  const session = useSession();
  const change = useSetUserActive();
  const offered = session.can('delete-user') && !whyCannotDeactivateUser({ id: session.user?.id, role: session.role }, user);
  const toggle = () => {
    if (user.active) {
      modals.openConfirmModal({
        title: `Deactivate ${user.name}'s account?`,
        children: (
          <Text size="sm">
            They are signed out everywhere at once and cannot sign in until the account is reactivated. Their records, forms and history are kept.
          </Text>
        ),
        labels: { confirm: 'Deactivate account', cancel: 'Cancel' },
        confirmProps: { color: 'red.9' },
        onConfirm: () => change.mutate({ id: user.id, active: false }),
      });
    } else change.mutate({ id: user.id, active: true });
  };
  return { offered, toggle, pending: change.isPending, label: user.active ? 'Deactivate account' : 'Reactivate account' };
};

/** The account's state on its page, with the action that changes it. */
export const AccountActivation = ({ user }: { user: UserView }) => {
  const { offered, toggle, pending, label } = useAccountActivation(user);
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm" fw={500}>
        Account
      </Text>
      {user.active ? <Text size="sm">Active</Text> : <DeactivatedBadge user={user} />}
      {!user.active && <Text size="sm">since {formatDate(user.deactivated_at)}</Text>}
      {offered && (
        <Button variant="subtle" size="compact-sm" color={user.active ? 'red.9' : undefined} loading={pending} onClick={toggle}>
          {label}
        </Button>
      )}
    </Group>
  );
};

/** The same action as an item of the users list's row menu. */
export const AccountActivationItem = ({ user }: { user: UserView }) => {
  const { offered, toggle, label } = useAccountActivation(user);
  return offered ? (
    <Menu.Item color={user.active ? 'red.9' : undefined} onClick={toggle}>
      {label}
    </Menu.Item>
  ) : null;
};
