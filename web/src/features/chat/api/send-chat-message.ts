import { chatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';

/**
 * Sends a signed-in reader's message through the call, under its reference: the fallback when the socket is down
 * or quiet (use-live-conversation.ts); no hook of its own, as the conversation sends it.
 */
export const sendChatMessage = (id: string, content: string, clientId: string) =>
  api.call(chatApi.message, { params: { id }, body: { content, client_id: clientId } }).then((r) => r.data);
