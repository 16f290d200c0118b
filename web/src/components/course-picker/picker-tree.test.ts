import { describe, expect, it } from 'vitest';
import type { CourseOption, ParentCategoryTree } from '@shared/schemas/courses';
import { coursesIn, findCourse, parentOf } from './picker-tree';

const course = (id: string): CourseOption => ({ id, national_code: id.toUpperCase(), name: id, aqf_level: 'Diploma', intakes: [] });

const TREE: ParentCategoryTree[] = [
  {
    id: 'business',
    name: 'Business',
    courses: [course('bsb40120')],
    children: [{ id: 'leadership', name: 'Leadership', courses: [course('bsb50420')] }],
  },
  { id: 'it', name: 'Information technology', courses: [course('ict50220')], children: [] },
];

describe('the course picker tree', () => {
  it('finds the parent of a child category and of a parent itself', () => {
    expect(parentOf(TREE, 'leadership')?.id).toBe('business');
    expect(parentOf(TREE, 'it')?.id).toBe('it');
    expect(parentOf(TREE, 'unknown')).toBeUndefined();
    expect(parentOf(TREE, undefined)).toBeUndefined();
  });

  it('lists a parent’s own courses and its children’s, a child’s only its own', () => {
    expect(coursesIn(TREE, 'business').map((c) => c.id)).toEqual(['bsb40120', 'bsb50420']);
    expect(coursesIn(TREE, 'leadership').map((c) => c.id)).toEqual(['bsb50420']);
    expect(coursesIn(TREE, 'nowhere')).toEqual([]);
  });

  it('finds a course filed under a child category', () => {
    expect(findCourse(TREE, 'bsb50420')?.name).toBe('bsb50420');
    expect(findCourse(TREE, 'missing')).toBeUndefined();
  });
});
