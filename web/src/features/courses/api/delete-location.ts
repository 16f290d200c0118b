import { mutationOptions, useMutation } from '@tanstack/react-query';
import { locationApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { CATALOGUE_CHANGE } from './catalogue-change';

/** Resolves `null` when the person declines the confirmation. 409 while courses run at the campus. */
export const deleteLocation = (id: string) => api.call(locationApi.remove, { params: { id } });

export const deleteLocationMutation = mutationOptions({ mutationFn: deleteLocation, meta: CATALOGUE_CHANGE });

export const useDeleteLocation = () => useMutation(deleteLocationMutation);
