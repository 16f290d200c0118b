// How dates, times and sizes read across the SPA: the college's locale and its clock (Sydney), whatever zone the
// browser is in, so a screen says what the PDFs, CSVs and mails say; unambiguous where 03/02 is not.
import { COLLEGE_TIME_ZONE } from '@shared/college-time';

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: COLLEGE_TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', timeZone: COLLEGE_TIME_ZONE });
// A calendar date is that day everywhere: formatted at noon UTC, in UTC.
const calendarFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const browserTime = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', day: 'numeric' });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "8 Feb 2027" for an answer's calendar date (`2027-02-08`), that day wherever the browser is, or for a timestamp
 * (`2026-02-03T09:15:00Z`) the day it was at the college. Anything else is returned as given.
 */
export const formatDate = (value: string | null | undefined): string => {
  if (!value) return '';
  const day = ISO_DATE.exec(value);
  if (day) return calendarFormat.format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12)));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
};

/** True when the browser's clock reads `date` otherwise than the college's (someone overseas, or in Perth). */
const elsewhere = (date: Date) => browserTime.format(date) !== timeAtCollege.format(date);
const timeAtCollege = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', day: 'numeric', timeZone: COLLEGE_TIME_ZONE });

/**
 * "3 Feb 2026 at 9:15 am": when something happened, on the college's clock; "(Sydney time)" after it for a person
 * whose own clock says otherwise, who would otherwise take it for theirs.
 */
export const formatDateTime = (timestamp: string | null | undefined): string => {
  if (!timestamp) return '';
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return `${dateFormat.format(date)} at ${timeFormat.format(date)}${elsewhere(date) ? ' (Sydney time)' : ''}`;
};

/** "240 KB", "1.2 MB": a file's size as people read it. */
export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

// Shared with the server, whose mails and invoices say the same.
export { formatMoney, formatSessionTime } from '@shared/text';
