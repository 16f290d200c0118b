import type { MutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * What a change to a ticket category invalidates: every query under the tickets prefix, since the tickets list's
 * filters, the new-ticket form and the categories screen all read the categories.
 */
export const TICKET_CATEGORY_CHANGE = { invalidates: [queryKeys.tickets.all] } satisfies MutationMeta;
