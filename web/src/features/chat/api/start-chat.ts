import { chatApi } from '@shared/api/chat';
import type { StudentStartBody } from '@shared/schemas/chat';
import { api } from '@web/lib/api-client';
import { useChatChange } from './chat-change';

/** A student starts a chat: it waits in the queue until someone takes it. */
export const startChat = (body: StudentStartBody) => api.call(chatApi.start, { body });

export const useStartChat = () => useChatChange(startChat);
