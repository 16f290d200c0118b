// Words that agree with a number, for messages both the SPA and the functions build.

/** The word for `count` things: `pluralWord(1, 'course')` is "course", `pluralWord(2, 'course')` "courses". */
export const pluralWord = (count: number, singular: string, plural = `${singular}s`): string => (count === 1 ? singular : plural);

/**
 * A count with its word: "1 course", "0 courses", "2 categories" (with the plural given). The words may carry
 * a verb that agrees as well: `plural(n, 'course is', 'courses are')`.
 */
export const plural = (count: number, singular: string, plural = `${singular}s`): string => `${count} ${pluralWord(count, singular, plural)}`;

/** The word with its first letter in capitals: "open" → "Open" (a status as a list shows it). */
export const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The word with "a" or "an" before it, by its first letter: "an application form", "a change of address form".
 * Enough for the portal's own names; it does not hear "an hour" or "a university".
 */
export const withArticle = (phrase: string): string => `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;

const timeFormat = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' });
const weekdayFormat = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/**
 * "Sat 13 Mar 2027, 9:00 am" for a session's wall-clock time at the college (`2027-03-13T09:00`), read as
 * written whatever the browser's time zone: the session is at nine in Sydney.
 */
export const formatSessionTime = (local: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return local;
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const date = new Date(y!, mo! - 1, d!, h!, mi!);
  return `${weekdayFormat.format(date)}, ${timeFormat.format(date)}`;
};

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** "$165.00": an amount in Australian dollars. */
export const formatMoney = (dollars: number): string => money.format(dollars);
