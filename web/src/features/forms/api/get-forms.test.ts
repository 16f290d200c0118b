// @vitest-environment node
// A family's list is paged over an index: the cursor a page answers goes back with the next page, so the
// server resumes there instead of walking to it, and a cursor never follows a page of another query.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
vi.mock('@mantine/modals', () => ({ modals: { openConfirmModal: vi.fn() } }));

const { api } = await import('@web/lib/api-client');
const { getForms } = await import('./get-forms');

type Query = Parameters<typeof getForms>[0];

const query = (changes: Partial<Query> = {}): Query => ({
  form_type: 'change-of-address',
  page: 1,
  pagination: 15,
  order: 'desc',
  order_by: 'created_at',
  ...changes,
});

const answer = (next_cursor?: string) => ({ data: [], meta: { page: 1, pagination: 15, total: 40, ...(next_cursor ? { next_cursor } : {}) } });

describe('getForms', () => {
  let call: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.restoreAllMocks();
    call = vi.spyOn(api, 'call');
  });

  const sentQuery = (n: number) => (call.mock.calls[n]![1] as { query: Record<string, unknown> }).query;

  it('sends the cursor of page 1 with page 2 of the same query, and none with page 1', async () => {
    // Prepare
    call.mockResolvedValueOnce(answer('after-page-1')).mockResolvedValueOnce(answer('after-page-2'));
    // Act
    await getForms(query({ search: 'mai' }));
    await getForms(query({ search: 'mai', page: 2 }));
    // Assess
    expect(sentQuery(0)).toEqual({ form_type: 'change-of-address', page: 1, pagination: 15, order: 'desc', order_by: 'created_at', search: 'mai' });
    expect(sentQuery(1)).toMatchObject({ page: 2, search: 'mai', cursor: 'after-page-1' });
  });

  it('sends no cursor with a page of another search, filter or page size', async () => {
    // Prepare
    call.mockResolvedValue(answer('after-page-1'));
    await getForms(query({ verified: 'true' }));
    // Act
    await getForms(query({ verified: 'false', page: 2 }));
    await getForms(query({ verified: 'true', pagination: 25, page: 2 }));
    await getForms(query({ verified: 'true', page: 3 }));
    // Assess
    expect(sentQuery(1)).not.toHaveProperty('cursor');
    expect(sentQuery(2)).not.toHaveProperty('cursor');
    expect(sentQuery(3)).not.toHaveProperty('cursor');
  });

  it('leaves empty filters out of the query string', async () => {
    // Prepare
    call.mockResolvedValue(answer());
    // Act
    await getForms(query({ search: '', course_id: undefined }));
    // Assess
    expect(sentQuery(0)).not.toHaveProperty('search');
    expect(sentQuery(0)).not.toHaveProperty('course_id');
  });
});
