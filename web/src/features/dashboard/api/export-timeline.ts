import { mutationOptions, useMutation } from '@tanstack/react-query';
import { dashboardApi } from '@shared/api/dashboard';
import type { TimelineQuery } from '@shared/schemas/dashboard';
import { api, saveFile } from '@web/lib/api-client';

/** Saves the timeline, as filtered, as a CSV file. */
export const exportTimeline = async (userId: string, query: TimelineQuery) =>
  saveFile(await api.download(dashboardApi.exportTimeline, { params: { id: userId }, query }));

export const exportTimelineMutation = (userId: string, query: TimelineQuery) => mutationOptions({ mutationFn: () => exportTimeline(userId, query) });

export const useExportTimeline = (userId: string, query: TimelineQuery) => useMutation(exportTimelineMutation(userId, query));
