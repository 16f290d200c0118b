import { presenceApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';
import { useChatChange } from './chat-change';

/** Staff say whether they take chats now. */
export const toggleAvailability = (available: boolean) => api.call(presenceApi.toggleAvailability, { body: { available } });

export const useToggleAvailability = () => useChatChange(toggleAvailability);
