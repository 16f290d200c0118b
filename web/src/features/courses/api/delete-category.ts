import { mutationOptions, useMutation } from '@tanstack/react-query';
import { categoryApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { CATALOGUE_CHANGE } from './catalogue-change';

/** Resolves `null` when the person declines the confirmation. 409 while it has sub-categories or courses. */
export const deleteCategory = (id: string) => api.call(categoryApi.remove, { params: { id } });

export const deleteCategoryMutation = mutationOptions({ mutationFn: deleteCategory, meta: CATALOGUE_CHANGE });

export const useDeleteCategory = () => useMutation(deleteCategoryMutation);
