import { formApi } from '@shared/api/forms';
import type { FormExportQuery } from '@shared/schemas/forms';
import { api, saveFile } from '@web/lib/api-client';

/** Saves every form matching a family's filters as a CSV file, not just the page on screen. */
export const exportForms = async (query: Partial<FormExportQuery> & { form_type: string }) =>
  saveFile(await api.download(formApi.exportCsv, { query }));
