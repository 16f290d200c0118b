import { describe, expect, it } from 'vitest';
import type { CategoryView } from '@shared/schemas/courses';
import { groupedCategoryOptions } from './category-options';

const category = (id: string, name: string, parent_id: string | null = null): CategoryView => ({
  id,
  name,
  parent_id,
  children_count: 0,
  courses_count: 0,
  revision: 1,
});

describe('groupedCategoryOptions', () => {
  it('groups children under their parent, both in name order, the parent selectable too', () => {
    const options = groupedCategoryOptions([
      category('it', 'Information technology'),
      category('lead', 'Leadership', 'bus'),
      category('bus', 'Business'),
      category('acc', 'Accounting', 'bus'),
    ]);
    expect(options).toEqual([
      {
        group: 'Business',
        items: [
          { value: 'bus', label: 'Business' },
          { value: 'acc', label: 'Business › Accounting' },
          { value: 'lead', label: 'Business › Leadership' },
        ],
      },
      { group: 'Information technology', items: [{ value: 'it', label: 'Information technology' }] },
    ]);
  });
});
