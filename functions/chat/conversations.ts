// Live chats (spec §4; docs/decisions.md, "Live chat"): pending (a student or guest asks a staff role) → active (a staff member accepts;
// of two at once one wins, the other gets 409) → transferred (to another staff member) → ended (its transcript
// mailed). Staff may join to help and leave. Every change is a message or event the chat's members hear at once.
import { MAX_OPEN_CHATS, type ChatMessageBody, type ChatMessageView, type ChatView, type StudentStartBody } from '@shared/schemas/chat';
import { ROLE } from '@shared/permissions';
import { formatSessionTime } from '@shared/text';
import { GUEST_ACTOR, record } from '@functions/platform/audit';
import * as Store from './chat-store';
import { collegeNow } from '@shared/college-time';
import { findUser, staffOfTeam } from '@functions/users/users';
import { ConflictError, ValidationError } from '@functions/platform/errors';
import { sendLimitedMail } from '@functions/platform/mail';
import { onlineStaffOf, pushToStaff, takesChats } from './presence';
import { pushChatEvent } from './chat-rooms';
import type { ReadItems } from '@functions/platform/http';
import { socketsOfPeople, type PeoplesSockets } from '@functions/platform/user-sockets';
import { newId } from '@functions/platform/secrets';
import { allRoles, loadRoles, type Caller } from '@functions/platform/session';
import { assertSeesChat, isAdmin, isStaffOn, isStudentOf, mayAccept, membersOf, seenBy } from './access';
import { toChatView, toMessageView } from './views';

const now = () => new Date().toISOString();

/** The roles a chat can ask for: those holding take-chat, but the admins (they oversee, they are not a desk). */
export const chatRoles = async (): Promise<string[]> => {
  return (await allRoles())
    .filter((r) => r.permissions.includes('take-chat') && r.name !== ROLE.superadmin && r.name !== ROLE.admin)
    .map((r) => r.name)
    .sort();
};

const assertChatRole = async (role: string, field: string) => {
  if (!(await chatRoles()).includes(role)) throw new ValidationError({ [field]: ['Choose one of the teams that answer chats.'] });
};

/**
 * Who is in the chat hears a message (as `chat.message` and `chat.message.<id>`), also one stored already under its
 * sender's reference (the sender resent it after a dropped socket and may have missed it: clients keep one per id).
 * `people`: the sockets of the chat's people, when read with the chat.
 */
export const announceMessage = async (chat: Store.Chat, message: Store.ChatMessage, people?: PeoplesSockets): Promise<ChatMessageView> => {
  const view = toMessageView(message, chat);
  await pushChatEvent(chat, people ?? membersOf(chat), 'chat.message', view);
  return view;
};

// A message races only changes of who hears the chat (an accept, a transfer, a follow): a few tries settle it.
const SEND_ATTEMPTS = 5;

/**
 * Adds a message to a chat (as read, with its people's sockets when read with it) and tells whoever hears the chat
 * when it is stored: it is written on the condition that the chat's audience is as read, and on a change meanwhile
 * (a transfer or an accept at that moment: the one who has the chat now hears it, the one who had it does not) the
 * chat and its listeners are read again and the message written then.
 */
export const sendMessage = async (chat: Store.Chat, message: Store.NewMessage, people?: PeoplesSockets): Promise<ChatMessageView> => {
  let heard = { chat, people };
  for (let attempt = 0; attempt < SEND_ATTEMPTS; attempt++) {
    const sockets = heard.people ?? (await socketsOfPeople(membersOf(heard.chat)));
    const added = await Store.addMessage(chat.id, message, heard.chat.audienceRevision);
    if (added) return announceMessage(heard.chat, added.message, sockets);
    const current = await Store.getChat(chat.id);
    if (!current) throw Store.noSuchChat();
    heard = { chat: current, people: undefined };
  }
  throw new ConflictError('chat.busy', 'Many changes are reaching this chat right now. Send it again in a moment.');
};

/** Of these staff online, those who can take one more chat: available, and under the limit of open chats. */
export const withRoom = async (online: readonly Store.Presence[]): Promise<Store.Presence[]> => {
  const available = online.filter((p) => p.availableForChat);
  const load = await Store.openChatsOf(available.map((p) => p.userId));
  return available.filter((p) => (load.get(p.userId) ?? 0) < MAX_OPEN_CHATS);
};

/**
 * The staff online hear a new waiting chat (`new.chat`): those of its role (and the admins) who can take it, or, when
 * none can, everyone of the role online, so the queue is seen.
 */
export const announceWaiting = async (chat: Store.Chat) => {
  const online = await onlineStaffOf([chat.staffRole, ROLE.admin, ROLE.superadmin]);
  const ready = await withRoom(online);
  const staff = ready.length ? ready : online;
  await pushToStaff(staff, 'new.chat', {
    id: chat.id,
    status: chat.status,
    ...(chat.guestEmail ? { guest_email: chat.guestEmail } : {}),
    staff_role: chat.staffRole,
    created_at: chat.createdAt,
  });
  // Kept as a notification too: those online see it in the bell after the sound, and when nobody of the team is
  // online (an admin online does not answer for the team), the team's members find it when they next sign in (the
  // chat may be answered by then; it says who asked).
  const teamOnline = staff.some((p) => p.role === chat.staffRole);
  const offlineTeam = teamOnline ? [] : (await staffOfTeam(chat.staffRole)).map((m) => m.id);
  const told = [...new Set([...staff.map((p) => p.userId), ...offlineTeam])];
  const who = chat.studentName ?? chat.guestName ?? chat.guestEmail;
  await record({
    actor: chat.studentId ? { userId: chat.studentId, ...(chat.studentName ? { user: { name: chat.studentName } } : {}) } : GUEST_ACTOR,
    record: { type: 'chat', id: chat.id },
    action: 'chat.waiting',
    summary: `${who} asked ${chat.staffRole} for a chat.`,
    ...(told.length ? { notify: { userIds: told, type: 'chat', title: `${who} is waiting to chat`, body: chat.preview, link: '/chat' } } : {}),
  });
};

export interface Requester {
  studentId: string;
  studentName?: string;
  studentEmail?: string;
  guestEmail: string;
  guestName?: string;
}

/** Opens a waiting chat with its first message; the staff of the role asked for hear of it. */
export const openChat = async (requester: Requester, staffRole: string, message: string, field: string): Promise<Store.Chat> => {
  await assertChatRole(staffRole, field);
  const at = now();
  const chat = {
    id: newId(),
    status: 'pending' as const,
    ...requester,
    staffRole,
    assigneeId: '',
    participants: [],
    preview: message.slice(0, 200),
    lastMessageAt: at,
  };
  await Store.createChat(chat);
  const created = (await Store.getChat(chat.id))!;
  // Nobody is told: the staff hear of the chat, with its first message, once it is stored.
  await Store.addMessage(chat.id, {
    messageType: 'text',
    body: message,
    senderType: requester.studentId ? 'user' : 'guest',
    ...(requester.studentId ? { senderId: requester.studentId } : {}),
    senderName: requester.studentName ?? requester.guestName ?? requester.guestEmail,
  });
  await announceWaiting(created);
  return created;
};

export const startAsStudent = async (caller: Caller, body: StudentStartBody): Promise<ChatView> => {
  const chat = await openChat(
    { studentId: caller.userId, studentName: caller.user.name, studentEmail: caller.user.email, guestEmail: '' },
    body.staff_role,
    body.message,
    'staff_role',
  );
  return (await withQueuePositions([toChatView(chat)]))[0]!;
};

/**
 * Waiting chats with their place in their team's queue (1 is next), for those waiting to see: each counts only the
 * chats of its team waiting since before it, from the team's queue index (the order the queue is answered in).
 */
export const withQueuePositions = async (chats: ChatView[]): Promise<ChatView[]> =>
  Promise.all(
    chats.map(async (c) =>
      c.status === 'pending' ? { ...c, queue_position: await Store.placeInQueue({ id: c.id, staffRole: c.staff_role, createdAt: c.created_at }) } : c,
    ),
  );

/** A system line, heard by the chat. */
const say = async (chat: Store.Chat, line: string, people?: PeoplesSockets) =>
  announceMessage(chat, await Store.addSystemMessage(chat.id, line), people);

const tooManyOpen = () => new ConflictError('chat.too_many_open', `You have ${MAX_OPEN_CHATS} chats open: end or pass one on before taking another.`);

const takenAlready = 'Someone else took this chat a moment ago.';

export const accept = async (caller: Caller, id: string): Promise<ChatView> => {
  // Staff of its team saw it waiting: taken meanwhile, it is 409 to them (not the 404 of a chat they cannot see).
  const chat = await Store.getChat(id);
  if (!chat || !mayAccept(caller, chat)) throw Store.noSuchChat();
  if (chat.status !== 'pending') throw new ConflictError('chat.changed', takenAlready);
  // The member's open chats are a count moved with each chat, conditional on the limit: two accepts at once take one.
  const accepted = await Store.changeChat({
    before: chat,
    from: ['pending'],
    set: { status: 'active', assigneeId: caller.userId, assigneeName: caller.user.name, acceptedAt: now() },
    refusal: takenAlready,
    limit: { atMost: MAX_OPEN_CHATS, refusal: tooManyOpen },
    handsOver: true,
  });
  await pushChatEvent(accepted, membersOf(accepted), 'chat.accepted', { chat_id: id, staff_id: caller.userId });
  await say(accepted, `${caller.user.name} joined the chat.`);
  return toChatView(accepted);
};

export const history = async (caller: Caller, id: string): Promise<ChatMessageView[]> => {
  const chat = await assertSeesChat(caller, id);
  return (await Store.messagesOf(id)).map((m) => toMessageView(m, chat));
};

/** A chat, read in the same round trip as the caller's session (`readAhead`). */
export const readChatAhead = async (id: string, items: ReadItems): Promise<Store.Chat | undefined> =>
  Store.chatFromItem((await items([Store.chatKey(id)]))[0]);

/**
 * A text message from the chat's student or staff on it (staff of its role may not write before accepting), to the
 * chat as read (`read`), with its people's sockets when read with it.
 */
export const postMessage = async (
  caller: Caller,
  read: Store.Chat | undefined,
  body: ChatMessageBody,
  people?: PeoplesSockets,
): Promise<ChatMessageView> => {
  const chat = seenBy(caller, read);
  if (!isStudentOf(caller, chat) && !isStaffOn(caller, chat)) throw new ValidationError({ content: ['Accept the chat before writing in it.'] });
  return sendMessage(
    chat,
    {
      messageType: 'text',
      body: body.content,
      senderType: 'user',
      senderId: caller.userId,
      senderName: caller.user.name,
      ...(body.client_id ? { clientId: body.client_id } : {}),
    },
    people,
  );
};

export const join = async (caller: Caller, id: string): Promise<ChatView> => {
  const chat = await Store.getChat(id);
  if (!chat || !takesChats(caller)) throw Store.noSuchChat();
  if (chat.assigneeId === caller.userId || chat.participants.some((p) => p.id === caller.userId)) return toChatView(chat);
  const joined = await Store.changeChat({
    before: chat,
    from: ['active', 'transferred'],
    set: { participants: [...chat.participants, { id: caller.userId, name: caller.user.name }] },
    refusal: 'Only a chat someone has taken can be joined.',
  });
  await pushChatEvent(joined, membersOf(joined), 'chat.staff.joined', { chat_id: id, staff_id: caller.userId, name: caller.user.name });
  await say(joined, `${caller.user.name} joined to help.`);
  return toChatView(joined);
};

export const leave = async (caller: Caller, id: string): Promise<ChatView> => {
  const chat = await assertSeesChat(caller, id);
  if (!chat.participants.some((p) => p.id === caller.userId)) {
    throw new ValidationError({ chat: ['Only a member who joined to help can leave; the one who has the chat transfers or ends it.'] });
  }
  const left = await Store.changeChat({
    before: chat,
    from: ['active', 'transferred'],
    set: { participants: chat.participants.filter((p) => p.id !== caller.userId) },
    refusal: 'This chat has ended.',
    handsOver: true,
  });
  await pushChatEvent(left, [...membersOf(left), caller.userId], 'chat.staff.left', { chat_id: id, staff_id: caller.userId });
  await say(left, `${caller.user.name} left the chat.`);
  return toChatView(left);
};

/** Hands the chat to another staff member who takes chats; the one who had it leaves it. */
export const transfer = async (caller: Caller, id: string, staffId: string): Promise<ChatView> => {
  const chat = await assertSeesChat(caller, id);
  if (chat.assigneeId !== caller.userId && !isAdmin(caller)) throw new ValidationError({ staff_id: ['Only whoever has the chat can transfer it.'] });
  if (staffId === chat.assigneeId) throw new ValidationError({ staff_id: ['They have this chat already.'] });
  const target = await staffMember(staffId);
  const moved = await Store.changeChat({
    before: chat,
    from: ['active', 'transferred'],
    set: {
      status: 'transferred',
      assigneeId: target.id,
      assigneeName: target.name,
      participants: chat.participants.filter((p) => p.id !== target.id),
    },
    refusal: 'This chat changed meanwhile: reload it.',
    limit: {
      atMost: MAX_OPEN_CHATS,
      refusal: () => new ValidationError({ staff_id: [`${target.name} has ${MAX_OPEN_CHATS} chats open already: choose someone else.`] }),
    },
    handsOver: true,
  });
  await pushChatEvent(moved, [...membersOf(moved), chat.assigneeId], 'chat.transferred', {
    chat_id: id,
    ...(chat.assigneeId ? { from_staff_id: chat.assigneeId } : {}),
    staff_id: target.id,
  });
  await say(moved, `${caller.user.name} passed the chat to ${target.name}.`);
  return toChatView(moved);
};

/** A staff member who takes chats, by id: 422 on staff_id for anyone else. */
const staffMember = async (id: string): Promise<{ id: string; name: string }> => {
  const refusal = new ValidationError({ staff_id: ['Choose a staff member who takes chats.'] });
  const user = await findUser(id);
  if (!user) throw refusal;
  const [role] = await loadRoles(user.roleIds.slice(0, 1));
  if (!role || !(role.name === ROLE.superadmin || role.permissions.includes('take-chat'))) throw refusal;
  return { id: user.id, name: user.name };
};

/** The transcript mailed to the student or guest when the chat ends. */
const mailTranscript = async (chat: Store.Chat) => {
  const to = chat.studentEmail || chat.guestEmail;
  if (!to) return;
  const lines = (await Store.messagesOf(chat.id)).map((m) => {
    const at = formatSessionTime(collegeNow(new Date(m.sentAt)));
    const who = m.senderType === 'system' ? '' : `${m.senderName ?? (m.senderType === 'guest' ? 'You' : 'Staff')}: `;
    return `[${at}] ${who}${m.messageType === 'file' ? `sent ${m.file?.name ?? 'a file'}` : m.body}`;
  });
  await sendLimitedMail({
    to,
    subject: `Your chat with ${chat.staffRole}`,
    paragraphs: [
      `Hello ${chat.studentName ?? chat.guestName ?? ''},`.replace(' ,', ','),
      'Here is your chat with us, for your records (times in Sydney).',
      ...lines,
    ],
  });
};

/** Ends the chat: by its student or guest, or staff on it. The transcript goes to the student or guest. */
export const endChat = async (chat: Store.Chat, by: { id: string; name: string }): Promise<Store.Chat> => {
  const ended = await Store.changeChat({
    before: chat,
    from: ['pending', 'active', 'transferred'],
    set: { status: 'ended', endedAt: now(), endedBy: by.id },
    refusal: 'This chat has ended already.',
    handsOver: true,
  });
  const people = await socketsOfPeople(membersOf(ended));
  await say(ended, `${by.name} ended the chat.`, people);
  await pushChatEvent(ended, people, 'chat.ended', { chat_id: chat.id, ...(by.id ? { ended_by: by.id } : {}) });
  await pushChatEvent(ended, people, 'chat-status', { chat_id: chat.id, status: 'ended' });
  await mailTranscript(ended);
  return ended;
};

export const end = async (caller: Caller, id: string): Promise<ChatView> => {
  const chat = await assertSeesChat(caller, id);
  if (!isStudentOf(caller, chat) && !isStaffOn(caller, chat)) throw Store.noSuchChat();
  return toChatView(await endChat(chat, { id: caller.userId, name: caller.user.name }));
};

/** The caller has read the chat up to now: the other side's messages show as read. */
export const markRead = async (caller: Caller, id: string): Promise<void> => {
  const chat = await assertSeesChat(caller, id);
  const at = now();
  await Store.ChatEntity.patch({ id })
    .set(isStudentOf(caller, chat) ? { customerReadAt: at } : { staffReadAt: at })
    .go();
};

/** Staff: the chats they have or help in; a student: theirs not ended. */
export const activeChats = async (caller: Caller): Promise<ChatView[]> => {
  const open = (c: Store.Chat) => c.status !== 'ended';
  if (!takesChats(caller)) {
    const { data } = await Store.ChatEntity.query.byStudent({ studentId: caller.userId }).go({ pages: 'all', order: 'desc' });
    return withQueuePositions(data.filter(open).map(toChatView));
  }
  const [mine, all] = await Promise.all([
    Store.ChatEntity.query.byAssignee({ assigneeId: caller.userId }).go({ pages: 'all', order: 'desc' }),
    // Helping: chats taken by someone else that the caller joined (a handful at a time: read the open ones).
    Promise.all(
      (['active', 'transferred'] as const).map((status) => Store.ChatEntity.query.byStatus({ status }).go({ pages: 'all', order: 'desc' })),
    ),
  ]);
  const helping = all
    .flatMap((r) => r.data)
    .filter((c) => c.participants.some((p) => p.id === caller.userId) || (isAdmin(caller) && c.assigneeId !== caller.userId));
  return [...mine.data.filter(open), ...helping].map(toChatView);
};

/** Ended chats: a student's own; staff's they had; the admins' every one. The newest hundred. */
export const endedChats = async (caller: Caller): Promise<ChatView[]> => {
  const ended = (c: Store.Chat) => c.status === 'ended';
  const query = !takesChats(caller)
    ? Store.ChatEntity.query.byStudent({ studentId: caller.userId })
    : isAdmin(caller)
      ? Store.ChatEntity.query.byStatus({ status: 'ended' })
      : Store.ChatEntity.query.byAssignee({ assigneeId: caller.userId });
  const { data } = await query.go({ limit: 100, order: 'desc' });
  return data.filter(ended).map(toChatView);
};

/** Waiting chats for the caller's role (every one for the admins), oldest first: the queue. */
export const unassignedChats = async (caller: Caller): Promise<ChatView[]> => {
  const { data } = await Store.ChatEntity.query.byStatus({ status: 'pending' }).go({ pages: 'all' });
  return data.filter((c) => mayAccept(caller, c)).map(toChatView);
};
