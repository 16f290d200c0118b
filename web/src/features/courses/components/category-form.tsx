import { Select, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { CategoryUpdateBody, type CategoryView } from '@shared/schemas/courses';
import { FormActions } from '@web/components/form-actions';
import { FormRootError } from '@web/components/form-root-error';
import { useCategories } from '@web/lib/queries/get-categories';
import { formValues } from '@web/lib/form-values';
import { useServerForm } from '@web/lib/use-server-form';
import { saveCategoryMutation } from '../api/save-category';

/** Creates a category, or edits `category`; `onDone` after saving or on Cancel. */
export const CategoryForm = ({ category, onDone }: { category?: CategoryView; onDone: () => void }) => {
  const categories = useCategories();
  const { form, onSubmit, conflictNotice } = useServerForm({
    schema: CategoryUpdateBody,
    defaultValues: formValues(CategoryUpdateBody, category),
    mutation: saveCategoryMutation,
    toVariables: (body) => ({ id: category?.id, body }),
    onSuccess: onDone,
    recordValues: category && ((current: CategoryView) => formValues(CategoryUpdateBody, current)),
    conflictLabels: { name: 'Category name', parent_id: 'Parent category' },
    conflictDescribe: {
      parent_id: (value) => (value ? (categories.data?.find((c) => c.id === value)?.name ?? '(another category)') : 'None (top-level)'),
    },
  });
  // Categories nest one level: a parent is top-level, and a category with children cannot go under another.
  const parents = (categories.data ?? []).filter((c) => !c.parent_id && c.id !== category?.id);
  const hasChildren = (category?.children_count ?? 0) > 0;

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
        <FormActions onCancel={onDone} submitLabel={category ? 'Save changes' : 'Create category'} submitting={form.formState.isSubmitting} />
      </Stack>
      {conflictNotice}
    </form>
  );
};
