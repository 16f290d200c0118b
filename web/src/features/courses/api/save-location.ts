import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { LocationBody, LocationUpdateBody } from '@shared/schemas/courses';
import { locationApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { CATALOGUE_CHANGE } from './catalogue-change';

export const createLocation = (body: LocationBody) => api.call(locationApi.create, { body });

export const updateLocation = ({ id, body }: { id: string; body: LocationUpdateBody }) => api.call(locationApi.update, { params: { id }, body });

/** Creates a campus, or updates the one `id` names: what the location form saves. */
export const saveLocationMutation = mutationOptions({
  mutationFn: ({ id, body }: { id?: string; body: LocationUpdateBody }) => (id ? updateLocation({ id, body }) : createLocation(body)),
  meta: CATALOGUE_CHANGE,
});

export const useSaveLocation = () => useMutation(saveLocationMutation);
