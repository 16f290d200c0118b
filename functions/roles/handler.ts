import { IdPath } from '@shared/schemas/common';
import { PermissionCellBody, RoleBody, RoleListQuery } from '@shared/schemas/roles';
import { route, routes } from '@functions/lib/http';
import * as Roles from './roles';

export const handler = routes('roles', {
  'GET /api/roles/list': route({ handler: async () => ({ data: await Roles.roleNames() }) }),
  'GET /api/roles': route({
    query: RoleListQuery,
    handler: async ({ query }) => ({ ...(await Roles.listRoles(query)) }),
  }),
  'POST /api/roles': route({
    body: RoleBody,
    handler: async ({ body }) => ({ status: 201, message: 'Role created.', data: await Roles.createRole(body) }),
  }),
  'GET /api/roles/{id}': route({ path: IdPath, handler: async ({ path }) => ({ data: await Roles.showRole(path.id) }) }),
  'PUT /api/roles/{id}': route({
    path: IdPath,
    body: RoleBody,
    handler: async ({ path, body }) => ({ message: 'Role updated.', data: await Roles.updateRole(path.id, body) }),
  }),
  'DELETE /api/roles/{id}': route({
    path: IdPath,
    handler: async ({ path }) => {
      await Roles.deleteRole(path.id);
      return { message: 'Role deleted.' };
    },
  }),
  'GET /api/permission-settings': route({ handler: async () => ({ data: await Roles.permissionSettings() }) }),
  'PUT /api/permission-settings': route({
    body: PermissionCellBody,
    handler: async ({ body }) => ({
      message: body.granted ? 'Permission granted.' : 'Permission removed.',
      data: await Roles.setPermission(body.role_id, body.permission, body.granted),
    }),
  }),
});
