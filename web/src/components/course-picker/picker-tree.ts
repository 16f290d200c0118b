// Walking the location's category tree: which parent a chosen category sits under, and which courses
// a category offers. Pure, so the picker's rules are tested without a browser.
import type { CourseOption, ParentCategoryTree } from '@shared/schemas/courses';

/** The top-level category that is, or holds, the given category. */
export const parentOf = (tree: readonly ParentCategoryTree[], categoryId: string | undefined): ParentCategoryTree | undefined =>
  categoryId ? tree.find((p) => p.id === categoryId || p.children.some((c) => c.id === categoryId)) : undefined;

/** The courses a category offers: a child's own, or a parent's own and all its children's. */
export const coursesIn = (tree: readonly ParentCategoryTree[], categoryId: string | undefined): CourseOption[] => {
  const parent = parentOf(tree, categoryId);
  if (!parent) return [];
  if (parent.id === categoryId) return [...parent.courses, ...parent.children.flatMap((c) => c.courses)];
  return parent.children.find((c) => c.id === categoryId)?.courses ?? [];
};

/** A course anywhere in the tree. */
export const findCourse = (tree: readonly ParentCategoryTree[], courseId: string | undefined): CourseOption | undefined => {
  if (!courseId) return undefined;
  for (const parent of tree) {
    const found = parent.courses.find((c) => c.id === courseId) ?? parent.children.flatMap((c) => c.courses).find((c) => c.id === courseId);
    if (found) return found;
  }
  return undefined;
};

/** "BSB50120 · Diploma of Business", how courses read in a select. */
export const courseLabel = (course: Pick<CourseOption, 'national_code' | 'name'>): string => `${course.national_code} · ${course.name}`;
