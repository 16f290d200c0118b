import { describe, expect, it } from 'vitest';
import { whyCannotDeleteCategory, whyCannotDeleteCourse, whyCannotDeleteLocation } from './catalogue-rules';

describe('whyCannotDeleteCategory', () => {
  it.each([
    [{ children_count: 1, courses_count: 0 }, 'This category has 1 sub-category. Move or delete it first.'],
    [{ children_count: 2, courses_count: 5 }, 'This category has 2 sub-categories. Move or delete them first.'],
    [{ children_count: 0, courses_count: 1 }, '1 course is in this category. Move it first.'],
    [{ children_count: 0, courses_count: 4 }, '4 courses are in this category. Move them first.'],
  ])('refuses %j: %s', (counts, message) => {
    expect(whyCannotDeleteCategory(counts)).toEqual({ kind: 'conflict', code: expect.stringMatching(/^category\./), message });
  });

  it('allows an empty category', () => {
    expect(whyCannotDeleteCategory({ children_count: 0, courses_count: 0 })).toBeUndefined();
  });
});

describe('whyCannotDeleteLocation', () => {
  it('refuses a campus where courses run, in words that agree with the count', () => {
    expect(whyCannotDeleteLocation({ courses_count: 1 })?.message).toBe('1 course runs at this location. Take the location off that course first.');
    expect(whyCannotDeleteLocation({ courses_count: 3 })?.message).toBe('3 courses run at this location. Take the location off those courses first.');
    expect(whyCannotDeleteLocation({ courses_count: 0 })).toBeUndefined();
  });
});

describe('whyCannotDeleteCourse', () => {
  it('refuses a course trainers deliver and says to deactivate it', () => {
    expect(whyCannotDeleteCourse({ trainers_count: 1 })?.message).toBe('This course is in use (1 trainer delivers it). Deactivate it instead.');
    expect(whyCannotDeleteCourse({ trainers_count: 2 })).toEqual({
      kind: 'conflict',
      code: 'course.in_use',
      message: 'This course is in use (2 trainers deliver it). Deactivate it instead.',
    });
    expect(whyCannotDeleteCourse({ trainers_count: 0 })).toBeUndefined();
  });
});
