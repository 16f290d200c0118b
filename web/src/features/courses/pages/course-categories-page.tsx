import { useMemo } from 'react';
import { CrudPage } from '@web/components/crud-page';
import { useCategories } from '@web/lib/queries/get-categories';
import { useSession } from '@web/lib/session';
import { CATEGORY_COLUMNS, CategoryRowActions } from '../components/category-columns';
import { CategoryForm } from '../components/category-form';
import { categoryTree } from '../components/category-options';

export const CourseCategoriesPage = () => {
  const { can } = useSession();
  const categories = useCategories();
  // Parents in name order, each followed by its sub-categories.
  const rows = useMemo(
    () => categories.data && categoryTree(categories.data).flatMap(({ parent, children }) => [parent, ...children]),
    [categories.data],
  );

  return (
    <CrudPage
      back={{ to: '/courses', label: 'Courses' }}
      title="Course categories"
      description="Fields of study, one level deep: a category and its sub-categories."
      create={can('create-category') && 'New category'}
      createTitle="New category"
      label="Course categories"
      noun="categories"
      query={categories}
      items={rows}
      columns={CATEGORY_COLUMNS}
      minWidth={340}
      empty={{ title: 'No categories yet', description: 'Add a category such as Business before filing courses under it.' }}
      rowActions={(category, edit) => <CategoryRowActions category={category} onEdit={edit} />}
      form={(category, close) => <CategoryForm category={category} onDone={close} />}
    />
  );
};
