// Who may see and do what with a chat (spec §5: "a chat session is valid only when its user id or guest
// email matches the one given"): its student; its guest, through their pass; staff who take chats: the assignee
// and those who joined, staff of the role it asks for while it waits, and the admins. Anyone else gets 404.
import { isAdminRole } from '@shared/permissions';
import { getChat, noSuchChat, type Chat } from './chat-store';
import { takesChats } from './presence';
import type { Caller } from '@functions/platform/session';

export const isAdmin = (caller: Caller) => isAdminRole(caller.role);

export const isStudentOf = (caller: Caller, chat: Chat) => chat.studentId !== '' && chat.studentId === caller.userId;

/** Staff on the chat: its assignee, a helper who joined, or an admin. */
export const isStaffOn = (caller: Caller, chat: Chat) =>
  takesChats(caller) && (isAdmin(caller) || chat.assigneeId === caller.userId || chat.participants.some((p) => p.id === caller.userId));

/** Staff of the role a waiting chat asks for (or an admin): who may accept it. */
export const mayAccept = (caller: Caller, chat: Chat) => takesChats(caller) && (isAdmin(caller) || caller.role === chat.staffRole);

/** The chat, as read, when the caller may see it; 404 otherwise (also when there is none). */
export const seenBy = (caller: Caller, chat: Chat | undefined): Chat => {
  if (!chat || !(isStudentOf(caller, chat) || isStaffOn(caller, chat) || (chat.status === 'pending' && mayAccept(caller, chat)))) {
    throw noSuchChat();
  }
  return chat;
};

/** The chat when the caller may see it; 404 otherwise (also when there is none). */
export const assertSeesChat = async (caller: Caller, id: string): Promise<Chat> => seenBy(caller, await getChat(id));

/** Who is in a chat, as realtime audiences: its student or guest (`guest:<id>`), its assignee and helpers. */
export const membersOf = (chat: Chat): string[] => [
  chat.studentId || `guest:${chat.id}`,
  ...(chat.assigneeId ? [chat.assigneeId] : []),
  ...chat.participants.map((p) => p.id),
];
