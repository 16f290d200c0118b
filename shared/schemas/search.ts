// The quick search behind the command palette (Ctrl-K; docs/decisions.md, "Finding anything from anywhere"): people,
// forms, tickets and bookings by name, number or e-mail, each kind searched only for those who may list it across the
// college. A look-up finds words by their beginning, as the lists' search boxes do (functions/platform/search-index.ts).
import * as z from 'zod';

export const SEARCH_KINDS = ['person', 'form', 'ticket', 'booking'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The most hits of each kind one search answers: the palette is for going somewhere, the lists for reading many. */
export const HITS_PER_KIND = 5;
/** A term needs a word this long to be looked up (the index files words by their first three letters). */
export const SEARCH_WORD_MIN = 3;
export const SEARCH_TERM_MAX = 100;

export const SearchQuery = z.object({
  q: z
    .string({ message: 'Type what to find' })
    .trim()
    .min(1, 'Type what to find')
    .max(SEARCH_TERM_MAX, `Search for at most ${SEARCH_TERM_MAX} characters`),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchHit = z.strictObject({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  /** Who or what it is: a person's or student's name, a ticket's subject, a booking's number and customer. */
  title: z.string(),
  /** What tells two alike apart: an e-mail and role, a family and status, a requester and status. */
  detail: z.string(),
  /** A form's family (its slug), which its address names; null for the other kinds. */
  form_type: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchView = z.strictObject({
  hits: z.array(SearchHit),
  /** The kinds this caller's search looks in (none for a student or an agent: their own records are on their dashboard). */
  searched: z.array(z.enum(SEARCH_KINDS)),
  /** The term has no word of SEARCH_WORD_MIN letters or digits, nor is it a record's id: nothing was looked up. */
  too_short: z.boolean(),
});
export type SearchView = z.infer<typeof SearchView>;
