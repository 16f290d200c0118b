import { formPdfApi } from '@shared/api/forms';
import { api } from '@web/lib/api-client';

/** A form as the server renders it in PDF, for the page's preview and download buttons. */
export const getFormPdf = (id: string) => api.download(formPdfApi.pdf, { params: { id } });
