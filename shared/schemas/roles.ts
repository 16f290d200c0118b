import * as z from 'zod';
import { recordFields } from '../fields';
import { REVISION_VIEW, revised } from './revisions';
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

/** A role stores and answers its body's fields by name (shared/fields.ts), but for its permissions (kept once each, answered sorted). */
export const RoleFields = recordFields(RoleBody, { except: ['permissions'] });

export const RoleView = z.strictObject({
  id: z.string(),
  ...RoleFields.viewShape,
  permissions: z.array(z.string()),
  /** Shipped roles cannot be renamed or deleted; their permissions can change (but not Superadmin's). */
  system: z.boolean(),
  users_count: z.number().int(),
  ...REVISION_VIEW,
});
export type RoleView = z.infer<typeof RoleView>;

/** A role's update, with the revision it was made from (shared/schemas/revisions.ts). */
export const RoleUpdateBody = revised(RoleBody);
export type RoleUpdateBody = z.infer<typeof RoleUpdateBody>;

const PermissionGroupView = z.strictObject({
  area: z.string(),
  permissions: z.array(z.strictObject({ name: z.string(), description: z.string() })),
});

export const PermissionSettingsView = z.strictObject({ roles: z.array(RoleView), catalogue: z.array(PermissionGroupView) });
export type PermissionSettingsView = z.infer<typeof PermissionSettingsView>;
