// What short courses bring to the quick search (the command palette): bookings by their number (SC-000042), their
// customer's name or e-mail, or the course's code, for the booking office (list- and show-short-course-order).
import { BOOKING_STAGE_WORDS } from '@shared/booking-words';
import { hasPermission } from '@shared/permissions';
import { HITS_PER_KIND, type SearchHit } from '@shared/schemas/search';
import { formatSessionTime } from '@shared/text';
import { lookUpWords, type SearchPart } from '@functions/platform/search-index';
import { BOOKING_SEARCH, orderFromItem, orderKey } from './short-course-store';

export const bookingSearch: SearchPart<SearchHit> = {
  // Those who list bookings and may open one (the booking's page is gated by show-short-course-order).
  searches: (caller) =>
    hasPermission(caller.role, caller.permissions, 'list-short-course-order') &&
    hasPermission(caller.role, caller.permissions, 'show-short-course-order'),
  find: async (_, term, id) => [
    ...(id ? [orderKey(id)] : []),
    ...(await lookUpWords(BOOKING_SEARCH, term, { limit: HITS_PER_KIND, newestFirst: true })).map((found) => found.key),
  ],
  hits: (_, items) =>
    items
      .flatMap((item) => orderFromItem(item) ?? [])
      .map((order) => ({
        kind: 'booking',
        id: order.id,
        title: `${order.number} · ${order.customerName}`,
        detail: [order.courseCode, formatSessionTime(order.bookingDatetime), BOOKING_STAGE_WORDS[order.status]].join(' · '),
        form_type: null,
      })),
};
