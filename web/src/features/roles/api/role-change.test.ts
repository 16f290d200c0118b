// @vitest-environment node
// Shared pickers (docs/decisions.md, "SPA building blocks"): the role picker of the user forms and the users list's
// role filter refresh after a role changes, instead of offering a deleted role or an old name for minutes.
import { MutationObserver } from '@tanstack/react-query';
import { beforeEach, expect, it, vi } from 'vitest';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
vi.mock('@mantine/modals', () => ({ modals: { openConfirmModal: vi.fn() } }));

const { api } = await import('@web/lib/api-client');
const { createQueryClient } = await import('@web/lib/query-client');
const { queryKeys } = await import('@web/lib/query-keys');
const { saveRoleMutation } = await import('./save-role');
const { deleteRoleMutation } = await import('./delete-role');

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(api, 'call').mockResolvedValue({ message: 'Saved.', data: {} } as never);
});

it.each([
  ['creating a role', saveRoleMutation, { body: { name: 'Auditor', permissions: [] } }],
  ['renaming a role', saveRoleMutation, { id: 'auditor', body: { name: 'Auditors', permissions: [] } }],
  ['deleting a role', deleteRoleMutation, 'auditor'],
] as const)('%s refreshes the role picker', async (_change, options, variables) => {
  // Prepare
  const client = createQueryClient();
  client.setQueryData(queryKeys.roles.options(), [{ id: 'auditor', name: 'Auditor' }]);
  // Act
  await new MutationObserver(client, options as never).mutate(variables as never);
  // Assess
  expect(client.getQueryState(queryKeys.roles.options())?.isInvalidated).toBe(true);
});

it('renaming a role refreshes the user lists, which show role names', async () => {
  // Prepare
  const client = createQueryClient();
  client.setQueryData(queryKeys.users.list({ page: 1 }), { data: [], meta: { page: 1, pagination: 15, total: 0 } });
  // Act
  await new MutationObserver(client, saveRoleMutation).mutate({ id: 'auditor', body: { name: 'Auditors', permissions: [] } });
  // Assess
  expect(client.getQueryState(queryKeys.users.list({ page: 1 }))?.isInvalidated).toBe(true);
});
