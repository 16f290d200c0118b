// Words that agree with a number, for messages both the SPA and the functions build.

/** The word for `count` things: `pluralWord(1, 'course')` is "course", `pluralWord(2, 'course')` "courses". */
export const pluralWord = (count: number, singular: string, plural = `${singular}s`): string => (count === 1 ? singular : plural);

/**
 * A count with its word: "1 course", "0 courses", "2 categories" (with the plural given). The words may carry
 * a verb that agrees as well: `plural(n, 'course is', 'courses are')`.
 */
export const plural = (count: number, singular: string, plural = `${singular}s`): string => `${count} ${pluralWord(count, singular, plural)}`;

/**
 * The word with "a" or "an" before it, by its first letter: "an application form", "a change of address form".
 * Enough for the portal's own names; it does not hear "an hour" or "a university".
 */
export const withArticle = (phrase: string): string => `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
