const intakeFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "Mon 8 Feb 2027" for an intake stored as `2027-02-08`. Read as UTC so the day never shifts with the
 * browser's time zone (a bare ISO date is midnight UTC).
 */
export const formatIntake = (isoDate: string): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : intakeFormat.format(date);
};
