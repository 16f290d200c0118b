import type { RoleView } from '@shared/schemas/roles';
import { whyCannotDeleteRole } from '@shared/user-rules';
import { DeleteButton } from '@web/components/delete-button';
import { useDeleteRole } from '../api/delete-role';

/** Delete, or a disabled Delete saying why the server would refuse (a shipped role, or one somebody holds). */
export const DeleteRoleButton = ({ role }: { role: RoleView }) => {
  const remove = useDeleteRole();
  return (
    <DeleteButton
      name={role.name}
      refusedBecause={whyCannotDeleteRole(role)?.message}
      deleting={remove.isPending}
      onDelete={() => remove.mutate(role.id)}
    />
  );
};
