import { Text } from '@mantine/core';
import type { CategoryView } from '@shared/schemas/courses';
import { whyCannotDeleteCategory } from '@shared/catalogue-rules';
import type { ListColumn } from '@web/components/list-table';
import { useSession } from '@web/lib/session';
import { useDeleteCategory } from '../api/delete-category';
import { RowActions } from '@web/components/row-actions';

/** Parents in bold, each followed by its sub-categories, indented; phones drop Parent and Sub-categories. */
export const CATEGORY_COLUMNS: readonly ListColumn<CategoryView>[] = [
  {
    header: 'Category',
    cell: (category) => (
      <Text size="sm" fw={category.parent_id ? 400 : 600}>
        {category.parent_id && <span aria-hidden="true">↳ </span>}
        {category.name}
      </Text>
    ),
    cellProps: (category) => ({ pl: category.parent_id ? 'lg' : undefined }),
  },
  // Phones drop these: the indentation already shows which parent a sub-category has.
  { header: 'Parent', visibleFrom: 'sm', cell: (category) => category.parent_name ?? (category.parent_id ? '' : '—') },
  { header: 'Sub-categories', visibleFrom: 'sm', align: 'right', cell: (category) => (category.parent_id ? '—' : category.children_count) },
  { header: 'Courses', align: 'right', cell: (category) => category.courses_count },
];

export const CategoryRowActions = ({ category, onEdit }: { category: CategoryView; onEdit: () => void }) => {
  const { can } = useSession();
  const remove = useDeleteCategory();
  return (
    <RowActions
      name={category.name}
      onEdit={can('update-category') ? onEdit : undefined}
      onDelete={can('delete-category') ? () => remove.mutate(category.id) : undefined}
      deleteRefusal={whyCannotDeleteCategory(category)}
      deleting={remove.isPending}
    />
  );
};
