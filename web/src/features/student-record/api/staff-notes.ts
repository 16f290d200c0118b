// Staff notes on a person's record: read newest first a page at a time ("Show older notes"), added one at a time.
import { infiniteQueryOptions, mutationOptions, useInfiniteQuery } from '@tanstack/react-query';
import { userApi } from '@shared/api/users';
import type { StaffNoteBody } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const PAGE = 20;

export const notesQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.users.notes(userId),
    queryFn: ({ pageParam }) =>
      api.call(userApi.notes, { params: { id: userId }, query: { limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) } }),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const useStaffNotes = (userId: string) => useInfiniteQuery(notesQueryOptions(userId));

export const addNoteMutation = (userId: string) =>
  mutationOptions({
    mutationFn: (body: StaffNoteBody) => api.call(userApi.addNote, { params: { id: userId }, body }),
    meta: { invalidates: [queryKeys.users.notes(userId)] },
  });
