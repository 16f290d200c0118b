import { chatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';
import { useChatChange } from './chat-change';

/** Ends a chat. */
export const endChat = (id: string) => api.call(chatApi.end, { params: { id } });

export const useEndChat = () => useChatChange(endChat);
