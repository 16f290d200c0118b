import { chatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';
import { useChatChange } from './chat-change';

/** Joins a chat another member of staff holds. */
export const joinChat = (id: string) => api.call(chatApi.join, { params: { id } });

export const useJoinChat = () => useChatChange(joinChat);
