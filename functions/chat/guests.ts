// Guests' chats (spec §5; docs/decisions.md, "Live chat"): a visitor starts a chat with an e-mail address and a department and gets a
// pass for it (kept in their tab, sent as `x-chat-pass`); every later call names the address too, and both must
// match the chat's. Starting is throttled per network and per address, like every public call that can mail.
import type { ChatMessageView, ChatView, GuestMessageBody, GuestStartBody } from '@shared/schemas/chat';
import { CHAT_PASS_HEADER } from '@shared/api/guest-chat-calls';
import { CHAT_PASS_SECONDS } from '@shared/schemas/chat';
import * as Store from './chat-store';
import { TooManyRequestsError } from '@functions/platform/errors';
import { guestPassKey, isLivePass, issueGuestPass, readWithGuestPass } from '@functions/platform/guest-passes';
import { getTogether } from '@functions/platform/db';
import type { CheckedFile } from '@functions/platform/http';
import type { PeoplesSockets } from '@functions/platform/user-sockets';
import { assertMayRequestMail } from '@functions/platform/mail';
import { describeWait, takeSlot, type RateLimit } from '@functions/platform/rate-limit';
import { endChat, openChat, sendMessage, withQueuePositions } from './conversations';
import { sendFiles } from './files';
import { toChatView, toMessageView } from './views';

type Headers = Record<string, string | undefined>;

/** A visitor starting chat after chat from one address is someone else's doing past this. */
const GUEST_CHATS_PER_ADDRESS: RateLimit = { name: 'guest-chats', limit: 5, windowSeconds: 60 * 60 };

export const startAsGuest = async (client: string, body: GuestStartBody): Promise<{ chat: ChatView; guest_token: string }> => {
  // The chat's end mails its transcript: a start counts against the client's mail-sending calls.
  await assertMayRequestMail(client);
  const email = body.email.toLowerCase();
  const slot = await takeSlot(GUEST_CHATS_PER_ADDRESS, email);
  if (!slot.allowed) {
    throw new TooManyRequestsError(
      'chat.too_many_guest_chats',
      `Several chats were started from this address in the last hour. Try again in ${describeWait(slot.retryAfterSeconds)}, or leave us a message instead.`,
      slot.retryAfterSeconds,
    );
  }
  const chat = await openChat(
    { studentId: '', guestEmail: email, ...(body.name ? { guestName: body.name } : {}) },
    body.department,
    body.message,
    'department',
  );
  const token = await issueGuestPass('chat', chat.id, email, CHAT_PASS_SECONDS);
  return { chat: (await withQueuePositions([toChatView(chat)]))[0]!, guest_token: token };
};

/** The guest's chat, when their pass opens it and the address is theirs (read beside the pass); 404 (410 once expired) otherwise. */
const guestChat = async (id: string, headers: Headers, email: string): Promise<Store.Chat> =>
  theGuests(Store.chatFromItem(await readWithGuestPass('chat', id, headers[CHAT_PASS_HEADER], email, Store.chatKey(id))), email);

/**
 * Whether a guest's socket may open on their chat: a live pass to it (by its hash), read beside the chat, and the chat
 * not ended. The pass outlives the chat, for reading its history; once it ended there is nothing to hear live.
 */
export const guestMayListen = async (chatId: string, passHash: string): Promise<boolean> => {
  const [pass, item] = await getTogether([guestPassKey('chat', chatId, passHash), Store.chatKey(chatId)]);
  const chat = Store.chatFromItem(item);
  return isLivePass(pass) && chat !== undefined && chat.status !== 'ended';
};

/** The chat of this id when it is this address's (a guest's socket holds its pass already). */
export const chatOfGuest = async (id: string, email: string): Promise<Store.Chat> => theGuests(await Store.getChat(id), email);

const theGuests = (chat: Store.Chat | undefined, email: string): Store.Chat => {
  if (!chat || chat.guestEmail !== email.toLowerCase()) throw Store.noSuchChat();
  return chat;
};

/** The conversation, and the chat with its place in the queue while it waits. */
export const guestHistory = async (id: string, headers: Headers, email: string): Promise<{ data: ChatMessageView[]; chat: ChatView }> => {
  const chat = await guestChat(id, headers, email);
  // Reading the history is the guest reading the chat: staff's messages show as read.
  await Store.ChatEntity.patch({ id }).set({ customerReadAt: new Date().toISOString() }).go();
  const [messages, [view]] = await Promise.all([Store.messagesOf(id), withQueuePositions([toChatView(chat)])]);
  return { data: messages.map((m) => toMessageView(m, chat)), chat: view! };
};

/** A text message from the chat's guest (through the call or their socket, which read its people's sockets with it). */
export const postAsGuest = (chat: Store.Chat, content: string, clientId?: string, people?: PeoplesSockets): Promise<ChatMessageView> =>
  sendMessage(
    chat,
    { messageType: 'text', body: content, senderType: 'guest', senderName: chat.guestName ?? chat.guestEmail, ...(clientId ? { clientId } : {}) },
    people,
  );

export const guestMessage = async (id: string, headers: Headers, body: GuestMessageBody): Promise<ChatMessageView> =>
  postAsGuest(await guestChat(id, headers, body.guest_email), body.content, body.client_id);

export const guestEnd = async (id: string, headers: Headers, email: string): Promise<ChatView> => {
  const chat = await guestChat(id, headers, email);
  return toChatView(await endChat(chat, { id: '', name: chat.guestName ?? 'The visitor' }));
};

export const guestUpload = async (
  id: string,
  headers: Headers,
  email: string,
  files: CheckedFile[],
  uploadId?: string,
): Promise<ChatMessageView[]> => {
  const chat = await guestChat(id, headers, email);
  return sendFiles(chat, { userId: '', name: chat.guestName ?? chat.guestEmail, senderType: 'guest' }, files, uploadId);
};
