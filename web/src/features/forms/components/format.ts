// The forms' own wording; dates, times and sizes read as everywhere (web/src/lib/format.ts).
export { formatBytes, formatDate, formatDateTime } from '@web/lib/format';

/** "Change of address" reads "change of address" mid-sentence; acronyms such as "DSRC" keep their case. */
export const inSentence = (name: string): string => (/^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name);

/** The person a form is about, by the names it gives; a draft may have none yet. */
export const personName = (form: { firstname: string; lastname: string }): string =>
  [form.firstname, form.lastname].filter((part) => part.trim()).join(' ');

/** "1 day", "3 days", "1 working day". */
export const days = (count: number, working: boolean): string => `${count} ${working ? 'working ' : ''}${count === 1 ? 'day' : 'days'}`;
