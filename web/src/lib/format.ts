// How dates, times and sizes read across the SPA: the college's locale, and unambiguous where 03/02 is not.
const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "8 Feb 2027" for an answer's calendar date (`2027-02-08`), read as that day wherever the browser is, or
 * for a timestamp (`2026-02-03T09:15:00Z`) on the browser's own calendar. Anything else is returned as given.
 */
export const formatDate = (value: string | null | undefined): string => {
  if (!value) return '';
  const day = ISO_DATE.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
};

/** "3 Feb 2026 at 9:15 am": when something happened. */
export const formatDateTime = (timestamp: string | null | undefined): string => {
  if (!timestamp) return '';
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : `${dateFormat.format(date)} at ${timeFormat.format(date)}`;
};

/** "240 KB", "1.2 MB": a file's size as people read it. */
export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

// Shared with the server, whose mails and invoices say the same.
export { formatMoney, formatSessionTime } from '@shared/text';
