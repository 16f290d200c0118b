import { chatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';
import { useChatChange } from './chat-change';

/** Passes a chat on to another member of staff. */
export const transferChat = (id: string, staffId: string) => api.call(chatApi.transfer, { params: { id }, body: { staff_id: staffId } });

export const useTransferChat = (id: string) => useChatChange((staffId: string) => transferChat(id, staffId));
