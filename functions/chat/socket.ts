// The chat's socket actions (spec §7 client events), routed here by API Gateway: what the REST calls do, for a
// socket that is open anyway (a message, accepting or ending), and what only a socket does (following a chat,
// typing, an upload's progress). A guest's socket is bound to its chat by the pass it opened with.
import { ChatMessageBody } from '@shared/schemas/chat';
import * as Store from './chat-store';
import { ValidationError } from '@functions/platform/errors';
import { zodErrors } from '@functions/platform/http';
import { postToConnection } from '@functions/platform/realtime';
import { followChat, pushChatEvent, unfollowChat } from './chat-rooms';
import type { SocketIdentity } from '@functions/platform/socket-session';
import { serveSocketActions } from '@functions/platform/socket-actions';
import { assertSeesChat, isAdmin, isStaffOn, isStudentOf, membersOf } from './access';
import * as Chats from './conversations';
import { chatOfGuest, postAsGuest } from './guests';

/** The chat when the socket's person may see it: a user by the chat's rules, a guest only their own chat. */
const seenChat = async (who: SocketIdentity, chatId: string): Promise<Store.Chat> => {
  if (who.kind === 'user') return assertSeesChat(who.caller, chatId);
  const chat = who.chatId === chatId ? await Store.getChat(chatId) : undefined;
  if (!chat) throw Store.noSuchChat();
  return chat;
};

/** Who speaks in the chat (its student or guest, staff on it), as the other members see them; 404 for anyone else. */
const speakerIn = async (who: SocketIdentity, chatId: string) => {
  const chat = await seenChat(who, chatId);
  if (who.kind === 'guest') return { chat, sender_type: 'guest' as const, name: chat.guestName ?? 'Visitor' };
  if (!isStudentOf(who.caller, chat) && !isStaffOn(who.caller, chat)) throw Store.noSuchChat();
  return { chat, sender_type: 'user' as const, sender_id: who.caller.userId, name: who.caller.user.name };
};

const messageBody = (body: string, clientId: string | undefined) => {
  const parsed = ChatMessageBody.safeParse({ content: body, ...(clientId ? { client_id: clientId } : {}) });
  if (!parsed.success) {
    const errors = zodErrors(parsed.error);
    // The socket's field is `body`; the call's is `content`.
    throw new ValidationError(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k === 'content' ? 'body' : k, v])));
  }
  return parsed.data;
};

const answerStatus = (who: SocketIdentity, chat: Store.Chat) =>
  postToConnection(who.connectionId, 'chat-status', { chat_id: chat.id, status: chat.status });

export const socketActions = serveSocketActions('chat', {
  'chat.message': async (who, { chat_id, body, client_id }) => {
    const checked = messageBody(body, client_id);
    if (who.kind === 'user') await Chats.postMessage(who.caller, chat_id, checked);
    else await postAsGuest(await seenChat(who, chat_id), checked.content, checked.client_id);
  },

  'join-chat': async (who, { chat_id }) => {
    if (who.kind !== 'user') throw Store.noSuchChat();
    const chat = await assertSeesChat(who.caller, chat_id);
    // An admin and the chat's student may see it whatever it becomes; staff only while they are on it or it waits.
    await followChat(who.connectionId, chat_id, isAdmin(who.caller) || isStudentOf(who.caller, chat));
    // The chat may have changed hands between the check and the follow (its change drops followers after its own
    // write): read again, and a follow that no longer holds goes.
    const now = await assertSeesChat(who.caller, chat_id).catch(async (error: unknown) => {
      await unfollowChat(who.connectionId, chat_id);
      throw error;
    });
    await answerStatus(who, now);
  },

  'join-guest-chat': async (who, { chat_id, guest_email }) => {
    if (who.kind !== 'guest' || who.chatId !== chat_id) throw Store.noSuchChat();
    // The pass opened the socket; the address must be the chat's too (spec §5).
    const chat = await chatOfGuest(chat_id, guest_email);
    await followChat(who.connectionId, chat_id, true);
    await answerStatus(who, chat);
  },

  'leave-chat': async (who, { chat_id }) => {
    await unfollowChat(who.connectionId, chat_id);
  },

  'chat-status': async (who, { chat_id, status }) => {
    if (status === 'ended') {
      const chat = await seenChat(who, chat_id);
      if (who.kind === 'guest') await Chats.endChat(chat, { id: '', name: chat.guestName ?? 'The visitor' });
      else await Chats.end(who.caller, chat_id);
    } else if (status === 'active' && who.kind === 'user') {
      await Chats.accept(who.caller, chat_id);
    } else {
      throw new ValidationError({ status: ['A chat is accepted (active) or ended here; a transfer names its staff member through its call.'] });
    }
  },

  typing: async (who, { chat_id, typing }) => {
    const { chat, ...speaker } = await speakerIn(who, chat_id);
    if (chat.status === 'ended') return;
    await pushChatEvent(membersOf(chat), 'chat.typing', chat_id, { chat_id, ...speaker, typing });
  },

  'attachment-upload-progress': async (who, { chat_id, upload_id, percent, file_name, error }) => {
    const { chat } = await speakerIn(who, chat_id);
    if (chat.status === 'ended') return;
    if (error) await pushChatEvent(membersOf(chat), 'attachment-upload-error', chat_id, { chat_id, upload_id, message: error });
    else
      await pushChatEvent(membersOf(chat), 'attachment-upload-started', chat_id, { chat_id, upload_id, file_name: file_name ?? 'a file', percent });
  },
});
