// A generated live-chat history for the bench: 500 chats at 1x (scale.ts) with the demo staff desks (Student Support, Admissions),
// asked by the generated students and by guests, each a few messages long; deterministic (seeded), written in
// batches in the chat store's shape (functions/platform/chat-store.ts). All but the newest have ended: a desk holds
// at most MAX_OPEN_CHATS open at once, and every accept reads the open ones.
import { STAFF_ROLES } from '@shared/permissions';
import { MAX_OPEN_CHATS } from '@shared/schemas/chat';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { benchPeople } from './people-data';
import { scaled } from './scale';
import { putAll, random } from './seeded';

export const BENCH_CHATS = scaled(500);

const QUESTIONS = ['When does my course start?', 'Can I pay in instalments?', 'How do I change my intake?', 'Where is my certificate?'];
const ANSWERS = ['Let me check that for you.', 'Yes, I can help with that.', 'I have sent you the details by e-mail.'];

/** Writes the chats and their messages; answers how many chats. */
export const generateChats = async (): Promise<number> => {
  const { ChatEntity, ChatMessageEntity } = await import('@functions/chat/chat-store');
  const { findByEmail } = await import('@functions/users/accounts');
  const desks = await Promise.all(
    DEMO_ACCOUNTS.filter((a) => STAFF_ROLES.includes(a.role)).map(async (a) => ({ ...(await findByEmail(a.email))!, role: a.role })),
  );
  const students = benchPeople().filter((p) => !p.agent);
  const next = random(2030);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const start = Date.parse('2026-01-01T00:00:00Z');
  const minutes = (at: number, n: number) => new Date(at + n * 60_000).toISOString();
  const open = desks.length * MAX_OPEN_CHATS;
  const chats = Array.from({ length: BENCH_CHATS }, (_, i) => {
    const id = `benchchat${i.toString(36).padStart(4, '0')}`;
    const desk = desks[i % desks.length]!;
    const ended = i < BENCH_CHATS - open;
    // Ended ones over the year; the open ones began minutes ago.
    const at = ended ? start + i * 14 * 3_600_000 : Date.now() - (BENCH_CHATS - i) * 5 * 60_000;
    const student = next() < 0.75 ? pick(students) : undefined;
    const guestName = `Bench Guest ${i}`;
    const asker = student
      ? { studentId: student.id, studentName: student.name, studentEmail: student.email, guestEmail: '' }
      : { studentId: '', guestEmail: `bench.guest.${i}@example.com`, guestName };
    const customer = student
      ? { senderType: 'user' as const, senderId: student.id, senderName: student.name }
      : { senderType: 'guest' as const, senderName: guestName };
    const staff = { senderType: 'user' as const, senderId: desk.id, senderName: desk.name };
    const system = { senderType: 'system' as const, messageType: 'system' as const };
    const question = pick(QUESTIONS);
    const lines = [
      { ...customer, messageType: 'text' as const, body: question },
      { ...system, body: `${desk.name} joined the chat.` },
      { ...staff, messageType: 'text' as const, body: pick(ANSWERS) },
      { ...customer, messageType: 'text' as const, body: 'Thank you.' },
      ...(ended ? [{ ...system, body: `${desk.name} ended the chat.` }] : []),
    ];
    const messages = lines.map((line, k) => ({ ...line, chatId: id, id: `${id}m${k}`, sentAt: minutes(at, k * 2) }));
    const chat = {
      id,
      status: ended ? ('ended' as const) : ('active' as const),
      ...asker,
      staffRole: desk.role,
      assigneeId: desk.id,
      assigneeName: desk.name,
      participants: [],
      preview: question,
      acceptedAt: minutes(at, 2),
      ...(ended ? { endedAt: messages.at(-1)!.sentAt, endedBy: desk.id } : {}),
      lastMessageAt: messages.at(-1)!.sentAt,
      createdAt: minutes(at, 0),
    };
    return { chat, messages };
  });
  await putAll(
    ChatEntity,
    chats.map((c) => c.chat),
  );
  await putAll(
    ChatMessageEntity,
    chats.flatMap((c) => c.messages),
  );
  return chats.length;
};
