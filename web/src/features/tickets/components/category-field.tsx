import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Control, FieldValues, Path } from 'react-hook-form';
import type { TicketCategoryView } from '@shared/schemas/tickets';
import { FormSelect } from '@web/components/form-select';

interface CategoryFieldProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as FormSelect's: forms whose resolver transforms values pass their control too
  control: Control<T, any, any>;
  categories: UseQueryResult<TicketCategoryView[]>;
  /** The chosen category's id: its department and first-response promise show under the field. */
  chosenId: string;
}

/** "What is it about?": the ticket's category, and who answers it how soon. */
export const CategoryField = <T extends FieldValues & { category_id: string }>({ control, categories, chosenId }: CategoryFieldProps<T>) => {
  const chosen = (categories.data ?? []).find((c) => c.id === chosenId);
  return (
    <>
      <FormSelect
        control={control}
        name={'category_id' as Path<T>}
        label="What is it about?"
        placeholder={categories.isLoading ? 'Loading categories…' : 'Choose a category'}
        required
        data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
      />
      {chosen && (
        <Text size="sm" c="dimmed">
          {chosen.description && `${chosen.description} `}
          {chosen.department.name} answer these, usually within {chosen.first_response_hours} working hours.
        </Text>
      )}
    </>
  );
};
