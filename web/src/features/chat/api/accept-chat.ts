import { chatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';
import { useChatChange } from './chat-change';

/** Takes a waiting chat. */
export const acceptChat = (id: string) => api.call(chatApi.accept, { params: { id } });

export const useAcceptChat = () => useChatChange(acceptChat);
