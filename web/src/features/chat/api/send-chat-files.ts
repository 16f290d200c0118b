import { chatApi } from '@shared/api/chat';
import { api, attachmentParts } from '@web/lib/api-client';
import { useChatChange } from './chat-change';

/** Sends files into a chat, under the upload reference the other side was told of. */
export const sendChatFiles = (id: string, { files, uploadId }: { files: File[]; uploadId: string }) =>
  api.call(chatApi.upload, { params: { id }, body: { upload_id: uploadId }, files: attachmentParts(files) });

export const useSendChatFiles = (id: string) => useChatChange((variables: { files: File[]; uploadId: string }) => sendChatFiles(id, variables));
