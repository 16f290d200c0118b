import { chatApi } from '@shared/api/chat';
import { api, saveFile } from '@web/lib/api-client';

/** Saves a file sent in a chat to the device. */
export const downloadChatFile = async (messageId: string, fileId: string) => {
  try {
    saveFile(await api.download(chatApi.download, { params: { id: messageId, fileId } }));
  } catch {
    // The client has toasted why.
  }
};
