import { mutationOptions, useMutation } from '@tanstack/react-query';
import { chatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';

/** Tells the server the reader has seen a chat's messages; quiet, and nothing to read again after it. */
export const markChatRead = (id: string) => api.call(chatApi.read, { params: { id }, quiet: true });

export const markChatReadMutation = mutationOptions({ mutationFn: markChatRead });

export const useMarkChatRead = () => useMutation(markChatReadMutation);
