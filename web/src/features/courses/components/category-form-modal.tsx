import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { CategoryBody, type CategoryView } from '@shared/schemas/courses';
import { FormRootError } from '@web/components/form-root-error';
import { applyServerErrors } from '@web/lib/form-errors';
import { useCategories } from '../api/get-categories';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';

interface CategoryFormValues {
  name: string;
  parent_id: string | null;
}

// parent_id is preprocessed ('' → null), so the schema's input type is `unknown` there.
const categoryResolver = zodResolver(CategoryBody) as unknown as Resolver<CategoryFormValues, unknown, CategoryBody>;

interface CategoryFormModalProps {
  /** The category to edit; none to create one. */
  category?: CategoryView;
  opened: boolean;
  onClose: () => void;
}

export const CategoryFormModal = ({ category, opened, onClose }: CategoryFormModalProps) => (
  <Modal opened={opened} onClose={onClose} title={category ? `Edit ${category.name}` : 'New category'} centered>
    {/* Remounted per category so the fields start from the one being edited. */}
    {opened && <CategoryForm key={category?.id ?? 'new'} category={category} onDone={onClose} />}
  </Modal>
);

const CategoryForm = ({ category, onDone }: { category?: CategoryView; onDone: () => void }) => {
  const categories = useCategories();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const form = useForm<CategoryFormValues, unknown, CategoryBody>({
    resolver: categoryResolver,
    defaultValues: { name: category?.name ?? '', parent_id: category?.parent_id ?? null },
  });
  // Categories nest one level: a parent is top-level, and a category with children cannot go under another.
  const parents = (categories.data ?? []).filter((c) => !c.parent_id && c.id !== category?.id);
  const hasChildren = (category?.children_count ?? 0) > 0;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (category) await update.mutateAsync({ id: category.id, body });
      else await create.mutateAsync(body);
      onDone();
    } catch (error) {
      applyServerErrors(form.setError, error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={category ? 'Edit category' : 'New category'}>
      <Stack gap="md">
        <FormRootError errors={form.formState.errors} />
        <TextInput label="Category name" required data-autofocus {...form.register('name')} error={form.formState.errors.name?.message} />
        <Controller
          control={form.control}
          name="parent_id"
          render={({ field, fieldState }) => (
            <Select
              label="Parent category"
              description={hasChildren ? 'It has sub-categories, so it stays top-level' : 'Leave empty for a top-level category'}
              placeholder="None (top-level)"
              data={parents.map((p) => ({ value: p.id, label: p.name }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={fieldState.error?.message}
              disabled={hasChildren}
              clearable
              searchable
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {category ? 'Save changes' : 'Create category'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
