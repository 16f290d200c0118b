import { describe, expect, it } from 'vitest';
import { plural, pluralWord, withArticle } from './text';

describe('plural', () => {
  it.each([
    [0, 'course', undefined, '0 courses'],
    [1, 'course', undefined, '1 course'],
    [2, 'course', undefined, '2 courses'],
    [15, 'minute', undefined, '15 minutes'],
    [1, 'category', 'categories', '1 category'],
    [3, 'category', 'categories', '3 categories'],
    [1, 'course is', 'courses are', '1 course is'],
    [4, 'course is', 'courses are', '4 courses are'],
  ])('reads %i with %j as the count and its word', (count, singular, many, expected) => {
    expect(plural(count, singular, many)).toBe(expected);
  });
});

describe('pluralWord', () => {
  it('gives the word alone, singular only for exactly one', () => {
    expect(pluralWord(1, 'permission')).toBe('permission');
    expect(pluralWord(0, 'permission')).toBe('permissions');
    expect(pluralWord(2, 'it', 'them')).toBe('them');
  });
});

describe('withArticle', () => {
  it.each([
    ['application form', 'an application form'],
    ['enrolment form', 'an enrolment form'],
    ['overseas travel form', 'an overseas travel form'],
    ['change of address form', 'a change of address form'],
    ['DSRC enrolment form', 'a DSRC enrolment form'],
  ])('puts the article before %s', (phrase, expected) => {
    expect(withArticle(phrase)).toBe(expected);
  });
});
