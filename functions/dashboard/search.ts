// The quick search behind the command palette (shared/schemas/search.ts): each domain brings its part (where it looks
// and how its records read as hits, `…Search`), and searchAcross runs the parts the caller searches together: a
// look-up per index (people, tickets, bookings, and each form family the caller sees), then one read of what they all
// found. Its cost is those pages, never a read of a whole list. A term that is a record's id (a link pasted, say)
// also reads the record of that id of each kind, which its part's rule keeps or drops.
import { ID_MAX_LENGTH, ID_PATTERN } from '@shared/schemas/common';
import type { SearchHit, SearchKind, SearchView } from '@shared/schemas/search';
import { bookingSearch } from '@functions/short-courses/short-courses';
import { formSearch } from '@functions/forms/forms';
import { searchAcross, wordOfTerm, type SearchPart } from '@functions/platform/search-index';
import type { Caller } from '@functions/platform/session';
import { ticketSearch } from '@functions/tickets/tickets';
import { peopleSearch } from '@functions/users/users';

// The portal's ids are twenty letters and digits (secrets.ts, newId); a shorter word is searched for as a word only.
const ID_MIN_LENGTH = 12;
const asId = (term: string) => (term.length >= ID_MIN_LENGTH && term.length <= ID_MAX_LENGTH && ID_PATTERN.test(term) ? term : undefined);

/** Each kind in the order the palette lists them. */
const PARTS: [SearchKind, SearchPart<SearchHit>][] = [
  ['person', peopleSearch],
  ['form', formSearch],
  ['ticket', ticketSearch],
  ['booking', bookingSearch],
];

/** `GET /api/search?q=`: what the caller may see of each kind, by the term's words or as a record's id. */
export const searchFor = async (caller: Caller, q: string): Promise<SearchView> => {
  // As typed or pasted: compatibility forms folded (ｆｕｌｌ-width letters) and invisible joiners dropped.
  const term = q
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .trim()
    .toLowerCase();
  const searched = PARTS.filter(([, part]) => part.searches(caller)).map(([kind]) => kind);
  const id = asId(term);
  if (!id && wordOfTerm(term) === undefined) return { hits: [], searched, too_short: true };
  const hits = await searchAcross(
    PARTS.map(([, part]) => part),
    caller,
    term,
    id,
  );
  return { hits, searched, too_short: false };
};
