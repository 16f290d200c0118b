/** Which way a sorted list runs; the API's `order` parameter. */
export type SortOrder = 'asc' | 'desc';

/** Every sort order, for checking a value read from the address bar. */
export const SORT_ORDERS: readonly SortOrder[] = ['asc', 'desc'];
