import type { MutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

/** What a change to a short course, its sessions or a booking invalidates: seats, lists and orders all read them. */
export const SHORT_COURSE_CHANGE = { invalidates: [queryKeys.shortCourses.all] } satisfies MutationMeta;
