// @vitest-environment node
// Shared pickers (docs/decisions.md, "SPA building blocks"): the course pickers of other features (the trainer
// profile's courses, the course picker's campuses and categories) refresh after a change here, instead of staying
// stale for minutes.
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
vi.mock('@mantine/modals', () => ({ modals: { openConfirmModal: vi.fn() } }));

const { api } = await import('@web/lib/api-client');
const { createQueryClient } = await import('@web/lib/query-client');
const { queryKeys } = await import('@web/lib/query-keys');
const { saveCourseMutation } = await import('./save-course');
const { updateCourseMutation } = await import('./update-course');
const { deleteCourseMutation } = await import('./delete-course');
const { saveCategoryMutation } = await import('./save-category');
const { deleteCategoryMutation } = await import('./delete-category');
const { saveLocationMutation } = await import('./save-location');
const { deleteLocationMutation } = await import('./delete-location');

/** What other screens read and must not keep stale, each by the key its shared query uses. */
const pickers = {
  "the trainer profile's course picker": queryKeys.catalogue.activeCourses(),
  "a student's course page": queryKeys.catalogue.activeCourse('c1'),
  'the campus select': queryKeys.catalogue.locations(),
  'the category select': queryKeys.catalogue.categories(),
  "the course picker's tree": queryKeys.catalogue.tree('sydney'),
};

const seeded = (): QueryClient => {
  const client = createQueryClient();
  for (const key of Object.values(pickers)) client.setQueryData(key, []);
  return client;
};

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(api, 'call').mockResolvedValue({ message: 'Saved.', data: {} } as never);
});

const body = {} as never;

describe('a change to the catalogue', () => {
  it.each([
    ['creating a course', saveCourseMutation, { body }],
    ['updating a course', saveCourseMutation, { id: 'c1', body }],
    ['deactivating a course', updateCourseMutation, { id: 'c1', body }],
    ['deleting a course', deleteCourseMutation, 'c1'],
    ['saving a category', saveCategoryMutation, { id: 'cat1', body }],
    ['deleting a category', deleteCategoryMutation, 'cat1'],
    ['saving a campus', saveLocationMutation, { body }],
    ['deleting a campus', deleteLocationMutation, 'sydney'],
  ] as const)('%s refreshes every picker built on it', async (_change, options, variables) => {
    // Prepare
    const client = seeded();
    // Act
    await new MutationObserver(client, options as never).mutate(variables as never);
    // Assess
    const stale = Object.entries(pickers).filter(([, key]) => !client.getQueryState(key)?.isInvalidated);
    expect(stale.map(([name]) => name)).toEqual([]);
  });

  it('refreshes nothing when the person declines a delete', async () => {
    // Prepare
    const client = seeded();
    vi.spyOn(api, 'call').mockResolvedValue(null as never);
    // Act
    await new MutationObserver(client, deleteCategoryMutation).mutate('cat1');
    // Assess
    expect(client.getQueryState(queryKeys.catalogue.categories())?.isInvalidated).toBe(false);
  });
});
