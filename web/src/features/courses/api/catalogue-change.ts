import type { MutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * What a change to a course, category or campus invalidates: the whole catalogue, since course rows show
 * category and campus names and every picker (course, category, campus, the trainer's courses) reads them.
 */
export const CATALOGUE_CHANGE = { invalidates: [queryKeys.catalogue.all] } satisfies MutationMeta;
