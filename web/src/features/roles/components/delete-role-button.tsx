import { Button, Tooltip } from '@mantine/core';
import type { RoleView } from '@shared/schemas/roles';
import { useDeleteRole } from '../api/delete-role';

const whyNotDeletable = (role: RoleView): string | undefined => {
  if (role.system) return 'Roles the portal ships with cannot be deleted.';
  if (role.users_count > 0)
    return `${role.users_count} ${role.users_count === 1 ? 'user holds' : 'users hold'} this role; give them another role first.`;
  return undefined;
};

/**
 * Delete, or a disabled Delete whose tooltip says why. The button stays focusable (aria-disabled rather than
 * disabled) so keyboard and screen-reader users reach the reason too. The server refuses these with 409 anyway.
 */
export const DeleteRoleButton = ({ role }: { role: RoleView }) => {
  const remove = useDeleteRole();
  const reason = whyNotDeletable(role);

  if (reason) {
    return (
      <Tooltip label={reason} multiline w={240} withArrow events={{ hover: true, focus: true, touch: true }}>
        <Button
          variant="default"
          size="xs"
          data-disabled
          aria-disabled="true"
          aria-label={`Delete ${role.name} (not possible: ${reason})`}
          onClick={(event) => event.preventDefault()}
        >
          Delete
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="default"
      // Mantine's red text falls short of AA contrast at this size; the darkest shade passes.
      c="red.9"
      size="xs"
      aria-label={`Delete ${role.name}`}
      loading={remove.isPending}
      onClick={() => remove.mutate(role.id)}
    >
      Delete
    </Button>
  );
};
