import type { UsersQuery } from './get-users';

/**
 * Query keys of the users feature. Every key starts with `users`, so one
 * `invalidateQueries({ queryKey: userKeys.all })` after a mutation refreshes lists and details alike.
 */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UsersQuery) => [...userKeys.lists(), query] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  trainer: (id: string) => [...userKeys.all, 'trainer', id] as const,
  roleOptions: () => [...userKeys.all, 'role-options'] as const,
};
