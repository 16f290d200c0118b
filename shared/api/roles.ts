// Roles and permission settings: Superadmin only (spec §6), except the list the user forms pick from.
import { ROLE } from '../permissions';
import { IdPath } from '../schemas/common';
import { PermissionCellBody, PermissionSettingsView, RoleBody, RoleListQuery, RoleUpdateBody, RoleView } from '../schemas/roles';
import { RoleOption } from '../schemas/users';
import * as z from 'zod';
import { dataAnswer, listAnswer, MessageAnswer, routesOf } from './contract';

const { userCall } = routesOf('roles');
const superadminOnly = { roles: [ROLE.superadmin] };

export const roleApi = {
  options: userCall(
    'GET',
    '/api/roles/list',
    { permissions: ['list-user', 'create-user', 'update-user'] },
    { response: dataAnswer(z.array(RoleOption)) },
  ),
  list: userCall('GET', '/api/roles', superadminOnly, { query: RoleListQuery, response: listAnswer(RoleView) }),
  create: userCall('POST', '/api/roles', superadminOnly, { body: RoleBody, response: dataAnswer(RoleView) }),
  show: userCall('GET', '/api/roles/{id}', superadminOnly, { params: IdPath, response: dataAnswer(RoleView) }),
  update: userCall('PUT', '/api/roles/{id}', superadminOnly, { params: IdPath, body: RoleUpdateBody, response: dataAnswer(RoleView) }),
  remove: userCall('DELETE', '/api/roles/{id}', superadminOnly, { params: IdPath, response: MessageAnswer }),
  permissionSettings: userCall('GET', '/api/permission-settings', superadminOnly, { response: dataAnswer(PermissionSettingsView) }),
  setPermission: userCall('PUT', '/api/permission-settings', superadminOnly, { body: PermissionCellBody, response: dataAnswer(RoleView) }),
};
