import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guestChatApi } from '@shared/api/chat';
import { api, attachmentParts } from '@web/lib/api-client';
import type { GuestChat } from '../hooks/use-guest-chat';
import { guestHistoryKey } from './get-guest-history';
import { withPass } from './guest-chat-pass';

export const sendGuestFiles = (chat: GuestChat, { files, uploadId }: { files: File[]; uploadId: string }) =>
  api.call(guestChatApi.upload, {
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
