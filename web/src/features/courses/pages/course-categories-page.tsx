import { Anchor, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CategoryView } from '@shared/schemas/courses';
import { PageHeader } from '@web/components/page-layout';
import { useSession } from '@web/lib/session';
import { useCategories } from '../api/get-categories';
import { CategoriesTable } from '../components/categories-table';
import { CategoryFormModal } from '../components/category-form-modal';
import { EmptyState } from '@web/components/empty-state';
import { PageLoader } from '@web/components/page-loader';

/** `undefined`: the modal is closed; `'new'`: creating; a category: editing it. */
type Editing = CategoryView | 'new' | undefined;

export const CourseCategoriesPage = () => {
  const { can } = useSession();
  const categories = useCategories();
  const [editing, setEditing] = useState<Editing>();

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/courses" size="sm">
        ← Courses
      </Anchor>
      <PageHeader
        title="Course categories"
        description="Fields of study, one level deep: a category and its sub-categories."
        actions={can('create-category') && <Button onClick={() => setEditing('new')}>New category</Button>}
      />
      {!categories.data ? (
        <PageLoader query={categories} what="the categories" />
      ) : categories.data.length === 0 ? (
        <EmptyState title="No categories yet" description="Add a category such as Business before filing courses under it." />
      ) : (
        <CategoriesTable categories={categories.data} onEdit={setEditing} />
      )}
      <CategoryFormModal
        opened={editing !== undefined}
        category={editing === 'new' ? undefined : editing}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
};
