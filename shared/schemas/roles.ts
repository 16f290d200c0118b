import { z } from 'zod';
import { Id, listQuery } from './common';
import type { PermissionGroup } from '../permissions';

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
