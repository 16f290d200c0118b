import { mutationOptions, useMutation } from '@tanstack/react-query';
import { guestChatApi } from '@shared/api/chat';
import type { GuestStartBody } from '@shared/schemas/chat';
import { api } from '@web/lib/api-client';

/** A visitor starts a chat with an e-mail address; the answer carries the chat's pass. */
export const startGuestChat = (body: GuestStartBody) => api.call(guestChatApi.start, { body }).then((res) => res.data);

export const startGuestChatMutation = mutationOptions({ mutationFn: startGuestChat });

export const useStartGuestChat = () => useMutation(startGuestChatMutation);
