import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { guestChatApi } from '@shared/api/chat';
import { GUEST_CHAT_CALLS } from '@shared/api/guest-chat-calls';
import { MESSAGE_FILE_PARTS, routeRef } from '@shared/api/route-def';
import { api, attachmentParts } from '@web/lib/api-client';
import type { GuestChat } from '../hooks/use-guest-chat';
import { guestHistoryKey } from './get-guest-history';
import { withPass } from './guest-chat-pass';

// By its path only: a guest's chat loads no schema.
const uploadCall = routeRef<typeof guestChatApi.upload>(GUEST_CHAT_CALLS.upload, MESSAGE_FILE_PARTS);

export const sendGuestFiles = (chat: GuestChat, { files, uploadId }: { files: File[]; uploadId: string }) =>
  api.call(uploadCall, {
    params: { id: chat.id },
    body: { guest_email: chat.email, upload_id: uploadId },
    files: attachmentParts(files),
    headers: withPass(chat.token),
  });

export const useSendGuestFiles = (chat: GuestChat) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: { files: File[]; uploadId: string }) => sendGuestFiles(chat, variables),
    onSuccess: () => client.invalidateQueries({ queryKey: guestHistoryKey(chat.id) }),
  });
};
