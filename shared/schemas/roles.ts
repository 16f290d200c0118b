import * as z from 'zod';
import { Id, listQuery } from './common';

export const RoleBody = z.object({
  name: z.string().trim().min(2, 'Enter a role name').max(60, 'The role name must be at most 60 characters'),
  permissions: z.array(z.string().min(1).max(100)).max(500).default([]),
});
export type RoleBody = z.infer<typeof RoleBody>;

export const RoleListQuery = listQuery(['name', 'users_count'], 'name');
export type RoleListQuery = z.infer<typeof RoleListQuery>;

export const PermissionCellBody = z.object({
  role_id: Id('Choose a role'),
  permission: z.string().min(1).max(100),
  granted: z.boolean(),
});

export const RoleView = z.strictObject({
  id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  /** Shipped roles cannot be renamed or deleted; their permissions can change (but not Superadmin's). */
  system: z.boolean(),
  users_count: z.number().int(),
});
export type RoleView = z.infer<typeof RoleView>;

const PermissionGroupView = z.strictObject({
  area: z.string(),
  permissions: z.array(z.strictObject({ name: z.string(), description: z.string() })),
});

export const PermissionSettingsView = z.strictObject({ roles: z.array(RoleView), catalogue: z.array(PermissionGroupView) });
export type PermissionSettingsView = z.infer<typeof PermissionSettingsView>;
