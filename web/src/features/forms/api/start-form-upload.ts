import { formApi } from '@shared/api/forms';
import { api } from '@web/lib/api-client';

/**
 * A document too large for a save's multipart body goes first to the form's own uploads (a presigned PUT);
 * confirm-form-upload.ts then names it. No hook: the files field runs both calls and the upload in one step.
 */
export const startFormUpload = (id: string, file: File) =>
  api.call(formApi.startUpload, { params: { id }, body: { name: file.name, content_type: file.type, size: file.size } }).then((res) => res.data);
