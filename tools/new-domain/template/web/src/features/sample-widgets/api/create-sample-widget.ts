import { mutationOptions, useMutation } from '@tanstack/react-query';
import { sampleWidgetsApi } from '@shared/api/sample-widgets';
import type { SampleWidgetBody } from '@shared/schemas/sample-widgets';
import { api } from '@web/lib/api-client';
import { queryKeys } from '../../../../../registered/query-keys';

export const createSampleWidget = (body: SampleWidgetBody) => api.call(sampleWidgetsApi.create, { body });

export const createSampleWidgetMutation = mutationOptions({
  mutationFn: createSampleWidget,
  // Its lists and pages refetch once it succeeds (web/src/lib/query-client.ts).
  meta: { invalidates: [queryKeys.sampleWidgets.all] },
});

export const useCreateSampleWidget = () => useMutation(createSampleWidgetMutation);
