// Categories nest one level, so a select lists each parent as a group holding the parent itself
// (courses may be filed directly under it) and its children.
import type { ComboboxData } from '@mantine/core';
import type { CategoryView } from '@shared/schemas/courses';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Parents in name order, each with its children in name order. */
export const categoryTree = (categories: readonly CategoryView[]) =>
  categories
    .filter((c) => !c.parent_id)
    .sort(byName)
    .map((parent) => ({ parent, children: categories.filter((c) => c.parent_id === parent.id).sort(byName) }));

/** Select data grouped by parent: "Business", then "Business › Leadership and management". */
export const groupedCategoryOptions = (categories: readonly CategoryView[]): ComboboxData =>
  categoryTree(categories).map(({ parent, children }) => ({
    group: parent.name,
    items: [{ value: parent.id, label: parent.name }, ...children.map((child) => ({ value: child.id, label: `${parent.name} › ${child.name}` }))],
  }));
