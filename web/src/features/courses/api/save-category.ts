import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CategoryBody, CategoryUpdateBody } from '@shared/schemas/courses';
import { categoryApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { CATALOGUE_CHANGE } from './catalogue-change';

export const createCategory = (body: CategoryBody) => api.call(categoryApi.create, { body });

export const updateCategory = ({ id, body }: { id: string; body: CategoryUpdateBody }) => api.call(categoryApi.update, { params: { id }, body });

/** Creates a category, or updates the one `id` names: what the category form saves. */
export const saveCategoryMutation = mutationOptions({
  mutationFn: ({ id, body }: { id?: string; body: CategoryUpdateBody }) => (id ? updateCategory({ id, body }) : createCategory(body)),
  meta: CATALOGUE_CHANGE,
});

export const useSaveCategory = () => useMutation(saveCategoryMutation);
