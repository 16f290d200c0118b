/**
 * Query keys of the roles feature. Roles and the permission matrix show the same data, so both sit under
 * `roles`: invalidating `roleKeys.all` after any change refreshes the list, the detail and the matrix.
 */
export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (query: { search?: string }) => [...roleKeys.lists(), query] as const,
  detail: (id: string) => [...roleKeys.all, 'detail', id] as const,
  permissionSettings: () => [...roleKeys.all, 'permission-settings'] as const,
};
