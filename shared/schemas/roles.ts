import { z } from 'zod';
import type { PermissionGroup } from '../permissions';

export const RoleBody = z.object({
  name: z.string().trim().min(2, 'Enter a role name').max(60, 'The role name must be at most 60 characters'),
  permissions: z.array(z.string().min(1)).max(500).default([]),
});
export type RoleBody = z.infer<typeof RoleBody>;

export const PermissionCellBody = z.object({
  role_id: z.string().min(1),
  permission: z.string().min(1),
  granted: z.boolean(),
});

export interface RoleView {
  id: string;
  name: string;
  permissions: string[];
  /** Shipped roles cannot be renamed or deleted; their permissions can change (but not Superadmin's). */
  system: boolean;
  users_count: number;
}

export interface PermissionSettingsView {
  roles: RoleView[];
  catalogue: PermissionGroup[];
}
