import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RoleBody, RoleUpdateBody } from '@shared/schemas/roles';
import { roleApi } from '@shared/api/roles';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const createRole = (body: RoleBody) => api.call(roleApi.create, { body });

export const updateRole = ({ id, body }: { id: string; body: RoleUpdateBody }) => api.call(roleApi.update, { params: { id }, body });

/** Creates a role, or updates the one `id` names: what the role form saves. */
export const saveRoleMutation = mutationOptions({
  mutationFn: ({ id, body }: { id?: string; body: RoleUpdateBody }) => (id ? updateRole({ id, body }) : createRole(body)),
  // The list, the detail, the matrix and the user forms' role picker; user lists show role names.
  meta: { invalidates: [queryKeys.roles.all, queryKeys.users.lists()] },
});

export const useSaveRole = () => useMutation(saveRoleMutation);
