import { formatDate as collegeDate } from '@web/lib/format';

/** "3 Feb 2026" on the college's clock (web/src/lib/format.ts), or a dash for none. */
export const formatDate = (iso: string | undefined) => collegeDate(iso) || '—';
