// The chat's socket actions (spec §7 client events), routed here by API Gateway: what the REST calls do, for a
// socket that is open anyway (a message, accepting or ending), and what only a socket does (following a chat,
// typing, an upload's progress). A guest's socket is bound to its chat by the pass it opened with.
import { ChatMessageBody } from '@shared/schemas/chat';
import * as Store from './chat-store';
import { ValidationError } from '@functions/platform/errors';
import { zodErrors } from '@functions/platform/http';
import { postToConnection } from '@functions/platform/realtime';
import { followChat, pushChatEvent, unfollowChat } from './chat-rooms';
import type { AheadItem, SocketIdentity, SocketReads } from '@functions/platform/socket-session';
import { readingAhead, serveSocketActions } from '@functions/platform/socket-actions';
import { PROGRESS_EVERY_MS, TYPING_EVERY_MS, worthTelling } from '@functions/platform/socket-pace';
import { socketListKeys, socketsFromLists, type PeoplesSockets } from '@functions/platform/user-sockets';
import { assertSeesChat, isAdmin, isStaffOn, isStudentOf, membersOf, seenBy } from './access';
import * as Chats from './conversations';
import { chatOfGuest, postAsGuest } from './guests';

/**
 * What a hot chat action reads in the round trips that find who sent it: the chat beside the socket's record, and its
 * people's socket lists beside the session, so that the action itself reads nothing (its followers come with the chat).
 */
const chatAndItsPeople = ({ chat_id }: { chat_id: string }): SocketReads => ({
  withSocket: [Store.chatKey(chat_id)],
  withSession: ([item]) => {
    const chat = Store.chatFromItem(item);
    return chat ? socketListKeys(membersOf(chat)) : [];
  },
});

/** The chat and its people's sockets, as `chatAndItsPeople` read them. */
const readAheadChat = (ahead: readonly AheadItem[]): { chat?: Store.Chat; people: PeoplesSockets } => {
  const [item, ...lists] = ahead;
  const chat = Store.chatFromItem(item);
  return { ...(chat ? { chat } : {}), people: chat ? socketsFromLists(membersOf(chat), lists) : new Map() };
};

/** The chat, as read, when the socket's person may see it: a user by the chat's rules, a guest only their own chat. */
const seenIn = (who: SocketIdentity, chat: Store.Chat | undefined): Store.Chat => {
  if (who.kind === 'user') return seenBy(who.caller, chat);
  if (!chat || chat.id !== who.chatId) throw Store.noSuchChat();
  return chat;
};

/** Who speaks in the chat (its student or guest, staff on it), as the other members see them; 404 for anyone else. */
const speakerIn = (who: SocketIdentity, read: Store.Chat | undefined) => {
  const chat = seenIn(who, read);
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
  'chat.message': readingAhead(chatAndItsPeople, async (who, { body, client_id }, ahead) => {
    const checked = messageBody(body, client_id);
    const { chat, people } = readAheadChat(ahead);
    if (who.kind === 'user') await Chats.postMessage(who.caller, chat, checked, people);
    else await postAsGuest(seenIn(who, chat), checked.content, checked.client_id, people);
  }),

  'join-chat': async (who, { chat_id }) => {
    if (who.kind !== 'user') throw Store.noSuchChat();
    // An admin and the chat's student may follow it whatever it becomes; staff only while they are on it or it waits.
    const keep = (chat: Store.Chat) => isAdmin(who.caller) || isStudentOf(who.caller, chat);
    await answerStatus(who, await followChat(who.connectionId, () => assertSeesChat(who.caller, chat_id), keep));
  },

  'join-guest-chat': async (who, { chat_id, guest_email }) => {
    if (who.kind !== 'guest' || who.chatId !== chat_id) throw Store.noSuchChat();
    // The pass opened the socket; the address must be the chat's too (spec §5).
    await answerStatus(
      who,
      await followChat(
        who.connectionId,
        () => chatOfGuest(chat_id, guest_email),
        () => true,
      ),
    );
  },

  'leave-chat': async (who, { chat_id }) => {
    await unfollowChat(who.connectionId, chat_id);
  },

  'chat-status': async (who, { chat_id, status }) => {
    if (status === 'ended') {
      const chat = seenIn(who, await Store.getChat(chat_id));
      if (who.kind === 'guest') await Chats.endChat(chat, { id: '', name: chat.guestName ?? 'The visitor' });
      else await Chats.end(who.caller, chat_id);
    } else if (status === 'active' && who.kind === 'user') {
      await Chats.accept(who.caller, chat_id);
    } else {
      throw new ValidationError({ status: ['A chat is accepted (active) or ended here; a transfer names its staff member through its call.'] });
    }
  },

  // Coalesced (socket-pace.ts): the others hear a change, and "still typing" at most every few seconds.
  typing: readingAhead(chatAndItsPeople, async (who, { chat_id, typing }, ahead) => {
    const { chat: read, people } = readAheadChat(ahead);
    const { chat, ...speaker } = speakerIn(who, read);
    if (chat.status === 'ended' || !worthTelling(`typing|${who.connectionId}|${chat.id}`, String(typing), TYPING_EVERY_MS)) return;
    await pushChatEvent(chat, people, 'chat.typing', { chat_id, ...speaker, typing });
  }),

  'attachment-upload-progress': readingAhead(chatAndItsPeople, async (who, { chat_id, upload_id, percent, file_name, error }, ahead) => {
    const { chat: read, people } = readAheadChat(ahead);
    const { chat } = speakerIn(who, read);
    if (chat.status === 'ended') return;
    // Coalesced (socket-pace.ts): its start, its end and a failure at once, its progress at most every second.
    const stage = error ? 'failed' : percent >= 100 ? 'done' : percent <= 0 ? 'started' : 'progress';
    if (!worthTelling(`upload|${who.connectionId}|${upload_id}`, stage, PROGRESS_EVERY_MS)) return;
    if (error) await pushChatEvent(chat, people, 'attachment-upload-error', { chat_id, upload_id, message: error });
    else await pushChatEvent(chat, people, 'attachment-upload-started', { chat_id, upload_id, file_name: file_name ?? 'a file', percent });
  }),
});
