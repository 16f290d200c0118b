// Files sent in a chat (spec §7 upload, attachments, download): kept by the attachments block (area chats), each
// announced as a file message the chat hears at once, with the upload-completed event.
import type { ChatMessageView } from '@shared/schemas/chat';
import { getAttachment, readAttachment, storeReceivedFile, type RecordRef } from '@functions/platform/attachments';
import * as Store from './chat-store';
import { ValidationError } from '@functions/platform/errors';
import { FileAnswer, type CheckedFile } from '@functions/platform/http';
import { pushChatEvent } from './chat-rooms';
import type { Caller } from '@functions/platform/session';
import { assertSeesChat, isStaffOn, isStudentOf, membersOf } from './access';
import { sendMessage } from './conversations';
import { toMessageView } from './views';

const filesOf = (chatId: string): RecordRef => ({ area: 'chats', id: chatId });

export interface Sender {
  userId: string;
  name: string;
  senderType: 'user' | 'guest';
}

/**
 * Stores each file and posts it as a file message; answers the messages. The members hear each as a message and as
 * `attachment-upload-completed` under the client's `uploadId` (the one its progress events named).
 */
export const sendFiles = async (chat: Store.Chat, sender: Sender, files: CheckedFile[], uploadId?: string): Promise<ChatMessageView[]> => {
  if (files.length === 0) throw new ValidationError({ attachments: ['Choose a file to send.'] });
  if (chat.status === 'ended') throw new ValidationError({ attachments: ['This chat has ended.'] });
  const sent: ChatMessageView[] = [];
  for (const file of files) {
    const stored = await storeReceivedFile(filesOf(chat.id), sender.userId || 'guest', {
      filename: file.filename,
      type: file.type,
      bytes: file.bytes,
    });
    const view = await sendMessage(chat, {
      messageType: 'file',
      body: stored.name,
      senderType: sender.senderType,
      ...(sender.userId ? { senderId: sender.userId } : {}),
      senderName: sender.name,
      file: { id: stored.id, name: stored.name, size: stored.size, contentType: stored.type },
    });
    await pushChatEvent(chat, membersOf(chat), 'attachment-upload-completed', {
      chat_id: chat.id,
      upload_id: uploadId ?? stored.id,
      message: view,
    });
    sent.push(view);
  }
  return sent;
};

export const upload = async (caller: Caller, id: string, files: CheckedFile[], uploadId?: string): Promise<ChatMessageView[]> => {
  const chat = await assertSeesChat(caller, id);
  if (!isStudentOf(caller, chat) && !isStaffOn(caller, chat))
    throw new ValidationError({ attachments: ['Accept the chat before sending files in it.'] });
  return sendFiles(chat, { userId: caller.userId, name: caller.user.name, senderType: 'user' }, files, uploadId);
};

/** The chat's file messages, oldest first. */
export const attachments = async (caller: Caller, id: string): Promise<ChatMessageView[]> => {
  const chat = await assertSeesChat(caller, id);
  return (await Store.messagesOf(id)).filter((m) => m.messageType === 'file').map((m) => toMessageView(m, chat));
};

/** `GET /api/chat/messages/{id}/download/{fileId}`: a file of a message of a chat the caller may see. */
export const download = async (caller: Caller, messageId: string, fileId: string): Promise<FileAnswer> => {
  const message = await Store.findMessage(messageId);
  if (!message || message.file?.id !== fileId) throw Store.noSuchChat();
  await assertSeesChat(caller, message.chatId);
  const ref = filesOf(message.chatId);
  const file = await getAttachment(ref, fileId);
  return new FileAnswer(await readAttachment(ref, fileId), file.type, file.name);
};
