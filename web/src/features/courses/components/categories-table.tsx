import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { CategoryView } from '@shared/schemas/courses';
import { whyCannotDeleteCategory } from '@shared/catalogue-rules';
import { useSession } from '@web/lib/session';
import { useDeleteCategory } from '../api/delete-category';
import { RowActions } from './row-actions';
import { categoryTree } from './category-options';

interface CategoriesTableProps {
  categories: CategoryView[];
  onEdit: (category: CategoryView) => void;
}

/** Parents in name order, each followed by its sub-categories, indented. */
export const CategoriesTable = ({ categories, onEdit }: CategoriesTableProps) => {
  const rows = categoryTree(categories).flatMap(({ parent, children }) => [parent, ...children]);
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Course categories">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Category</Table.Th>
            {/* Phones drop these: the indentation already shows which parent a sub-category has. */}
            <Table.Th visibleFrom="sm">Parent</Table.Th>
            <Table.Th visibleFrom="sm" ta="right">
              Sub-categories
            </Table.Th>
            <Table.Th ta="right">Courses</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((category) => (
            <Table.Tr key={category.id}>
              <Table.Td pl={category.parent_id ? 'lg' : undefined}>
                <Text size="sm" fw={category.parent_id ? 400 : 600}>
                  {category.parent_id && <span aria-hidden="true">↳ </span>}
                  {category.name}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{category.parent_name ?? (category.parent_id ? '' : '—')}</Table.Td>
              <Table.Td visibleFrom="sm" ta="right">
                {category.parent_id ? '—' : category.children_count}
              </Table.Td>
              <Table.Td ta="right">{category.courses_count}</Table.Td>
              <Table.Td>
                <CategoryRowActions category={category} onEdit={onEdit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

const CategoryRowActions = ({ category, onEdit }: { category: CategoryView; onEdit: (category: CategoryView) => void }) => {
  const { can } = useSession();
  const remove = useDeleteCategory();
  return (
    <RowActions
      name={category.name}
      onEdit={can('update-category') ? () => onEdit(category) : undefined}
      onDelete={can('delete-category') ? () => remove.mutate(category.id) : undefined}
      deleteRefusal={whyCannotDeleteCategory(category)}
      deleting={remove.isPending}
    />
  );
};
