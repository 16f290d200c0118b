import { Select, type SelectProps } from '@mantine/core';
import type { Ref } from 'react';
import { useCategories } from '@web/lib/queries/get-categories';
import { groupedCategoryOptions } from './category-options';

type CategorySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | undefined;
  onChange: (categoryId: string | undefined) => void;
  ref?: Ref<HTMLInputElement>;
};

/** A category chosen from parents and their children, grouped by parent. */
export const CategorySelect = ({ value, onChange, placeholder, ...props }: CategorySelectProps) => {
  const categories = useCategories();
  return (
    <Select
      label="Category"
      placeholder={categories.isPending ? 'Loading categories…' : placeholder}
      data={groupedCategoryOptions(categories.data ?? [])}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      searchable
      nothingFoundMessage="No category by that name"
      {...props}
    />
  );
};
