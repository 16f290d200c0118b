import type { guestChatApi } from '@shared/api/chat';
import { GUEST_CHAT_CALLS } from '@shared/api/guest-chat-calls';
import { routeRef } from '@shared/api/route-def';
import type { GuestStartBody } from '@shared/schemas/chat';
import { api } from '@web/lib/api-client';
import { useWrite } from '@web/lib/public-fetch';

// By its path only: a guest's chat loads no schema.
const startCall = routeRef<typeof guestChatApi.start>(GUEST_CHAT_CALLS.start);

/** A visitor starts a chat with an e-mail address; the answer carries the chat's pass. */
export const startGuestChat = (body: GuestStartBody) => api.call(startCall, { body }).then((res) => res.data);

export const useStartGuestChat = () => useWrite({ mutationFn: startGuestChat });
