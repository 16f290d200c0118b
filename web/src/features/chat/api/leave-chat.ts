import { chatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';
import { useChatChange } from './chat-change';

/** Leaves a chat joined. */
export const leaveChat = (id: string) => api.call(chatApi.leave, { params: { id } });

export const useLeaveChat = () => useChatChange(leaveChat);
