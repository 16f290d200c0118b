import { roleApi } from '@shared/api/roles';
import { answer, implement, serve } from '@functions/platform/http';
import { registerUsage } from '@functions/platform/usages';
import { countByRole, usersHoldingRole } from '@functions/users/users';
import { listenForAccessChanges } from '@functions/platform/access-changes';
import { chatAccessListener } from '@functions/chat/chat';
import { countHoldersWith } from './holder-counts';
import * as Roles from './role-admin';

// Accounts are the users domain's: it counts each role's holders (holder-counts.ts), and what refers to a role is
// asked before it is deleted (platform/usages.ts). A change of a role's permissions is live in the chats at once.
countHoldersWith(countByRole);
registerUsage('role', 'users', usersHoldingRole);
listenForAccessChanges(chatAccessListener);

export const handler = serve(
  'roles',
  implement(roleApi, {
    options: async () => ({ data: await Roles.roleNames() }),
    list: ({ query }) => Roles.listRoles(query),
    create: async ({ body }) => answer(201, { message: 'Role created.', data: await Roles.createRole(body) }),
    show: async ({ params }) => ({ data: await Roles.showRole(params.id) }),
    update: async ({ caller, params, body }) => ({ message: 'Role updated.', data: await Roles.updateRole(params.id, body, caller) }),
    remove: async ({ params }) => {
      await Roles.deleteRole(params.id);
      return { message: 'Role deleted.' };
    },
    permissionSettings: async () => ({ data: await Roles.permissionSettings() }),
    setPermission: async ({ caller, body }) => ({
      message: body.granted ? 'Permission granted.' : 'Permission removed.',
      data: await Roles.setPermission(body.role_id, body.permission, body.granted, caller),
    }),
  }),
);
