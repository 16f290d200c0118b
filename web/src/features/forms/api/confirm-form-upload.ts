import { formApi } from '@shared/api/forms';
import { api } from '@web/lib/api-client';

/** Confirms a document uploaded on its own (start-form-upload.ts): the answer is the stored file, which the next save names. */
export const confirmFormUpload = (id: string, uploadId: string) =>
  api.call(formApi.confirmUpload, { params: { id }, body: { upload_id: uploadId } }).then((res) => res.data);
