// Live chats, their messages and staff presence: the entities and their writers. A chat's status moves only by
// conditional writes on what it was, so two staff accepting at once end with one assignee and one 409. Only this
// domain writes them; the ws function (presence), the jobs function (the stale-presence sweep) and tickets (a chat
// a ticket is made from) reach them through the domain's face, chat.ts.
import { Entity, Service, type EntityItem } from 'electrodb';
import type { ChatStatus } from '@shared/schemas/chat';
import { CHAT_MESSAGE_PACE } from '@shared/realtime/pace';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { ConflictError, NotFoundError, TooManyRequestsError, type AppError } from '@functions/platform/errors';
import { countInWindow, describeWait, isPastLimit, type RateLimit } from '@functions/platform/rate-limit';
import { listCountEntity, moveCount, raiseCountUpTo, readCounts, setCounts, type ListCounts } from '@functions/platform/list-counts';
import { countMatching } from '@functions/platform/paging';
import { newId } from '@functions/platform/secrets';
import { transact, itemsOf, withRetries } from '@functions/platform/transactions';
import { keyMaker, rewriteWhole } from '@functions/platform/db';

const table = config.tableName;
const client = dynamo;
const now = () => new Date().toISOString();

const PersonList = {
  type: 'list',
  required: true,
  default: () => [],
  items: { type: 'map', properties: { id: { type: 'string', required: true }, name: { type: 'string', required: true } } },
} as const;

export const ChatEntity = new Entity(
  {
    model: { entity: 'chat', version: '1', service: 'portal' },
    attributes: {
      id: { type: 'string', required: true },
      status: { type: ['pending', 'active', 'transferred', 'ended'] as const, required: true },
      /** The student's account, '' for a guest. */
      studentId: { type: 'string', required: true },
      studentName: { type: 'string' },
      studentEmail: { type: 'string' },
      /** A guest's address, lower-cased ('' for a student). */
      guestEmail: { type: 'string', required: true },
      guestName: { type: 'string' },
      /** The staff role asked for, by name. */
      staffRole: { type: 'string', required: true },
      /** Who has it: '' while it waits. */
      assigneeId: { type: 'string', required: true },
      assigneeName: { type: 'string' },
      participants: PersonList,
      preview: { type: 'string', required: true },
      /** When each side last read the chat: a message is read once the other side's time passes it. */
      customerReadAt: { type: 'string' },
      staffReadAt: { type: 'string' },
      acceptedAt: { type: 'string' },
      endedAt: { type: 'string' },
      endedBy: { type: 'string' },
      lastMessageAt: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
      /**
       * The sockets following the chat whatever becomes of it (its student's or guest's page, an admin watching): read
       * with the chat, so its events reach them without a read of their own (chat-rooms.ts). At most `MAX_FOLLOWERS`.
       */
      followers: { type: 'set', items: 'string' },
      /** The sockets following it only while they may see it (staff of its team while it waits, a helper): dropped when it changes hands. */
      passingFollowers: { type: 'set', items: 'string' },
      /**
       * Moved by every change of who hears the chat (its people, its followers): a message is written on the condition
       * that it has not moved since its listeners were read, so it reaches whoever hears the chat when it is stored.
       */
      audienceRevision: { type: 'number', required: true, default: 0 },
      /**
       * Moved by every change of the chat's status or staff (`changeChat`): a follow, allowed by the chat as read, is
       * written on the condition that it has not moved since (follows at once do not refuse each other).
       */
      stateRevision: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      // Waiting (pending), and ended, chats: newest first.
      byStatus: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['status'] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] } },
      // A staff member's chats.
      byAssignee: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['assigneeId'] }, sk: { field: 'gsi2sk', composite: ['createdAt', 'id'] } },
      // A student's chats.
      byStudent: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['studentId'] }, sk: { field: 'gsi3sk', composite: ['createdAt', 'id'] } },
      // A team's chats in one status, oldest first: its queue, where a waiting chat's place is how many wait before it.
      byTeamStatus: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: ['staffRole', 'status'] },
        sk: { field: 'gsi4sk', composite: ['createdAt', 'id'] },
      },
    },
  },
  { table, client },
);
export type Chat = EntityItem<typeof ChatEntity>;

export const ChatMessageEntity = new Entity(
  {
    model: { entity: 'chatMessage', version: '1', service: 'portal' },
    attributes: {
      chatId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      messageType: { type: ['system', 'file', 'text'] as const, required: true },
      body: { type: 'string', required: true },
      senderType: { type: ['user', 'guest', 'system'] as const, required: true },
      senderId: { type: 'string' },
      senderName: { type: 'string' },
      file: {
        type: 'map',
        properties: {
          id: { type: 'string', required: true },
          name: { type: 'string', required: true },
          size: { type: 'number', required: true },
          contentType: { type: 'string', required: true },
        },
      },
      sentAt: { type: 'string', required: true },
      /** The sender's own reference (a socket's `client_id`): sent again, the message is stored once. */
      clientId: { type: 'string' },
    },
    indexes: {
      byChat: { pk: { field: 'pk', composite: ['chatId'] }, sk: { field: 'sk', composite: ['sentAt', 'id'] } },
      // A message by its id alone: a file's download names the message (spec §7).
      byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['id'] }, sk: { field: 'gsi1sk', composite: [] } },
    },
  },
  { table, client },
);
export type ChatMessage = EntityItem<typeof ChatMessageEntity>;

/** A sender's reference claimed by one message of a chat: what makes sending again after a dropped socket safe. */
export const ChatMessageRefEntity = new Entity(
  {
    model: { entity: 'chatMessageRef', version: '1', service: 'portal' },
    attributes: {
      chatId: { type: 'string', required: true },
      /** `<sender>:<client id>`: one sender's references never collide with another's. */
      ref: { type: 'string', required: true },
      messageId: { type: 'string', required: true },
      sentAt: { type: 'string', required: true },
    },
    indexes: { byRef: { pk: { field: 'pk', composite: ['chatId', 'ref'] }, sk: { field: 'sk', composite: [] } } },
  },
  { table, client },
);

const messageWrites = new Service({ chat: ChatEntity, chatMessage: ChatMessageEntity, messageRef: ChatMessageRefEntity });

/** Staff presence (spec §3 staff status): online, and available for chat, kept per staff member. */
export const PresenceEntity = new Entity(
  {
    model: { entity: 'staffPresence', version: '1', service: 'portal' },
    attributes: {
      userId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      role: { type: 'string', required: true },
      isOnline: { type: 'boolean', required: true },
      availableForChat: { type: 'boolean', required: true },
      /** The last activity ping (or connection); the jobs function takes staff offline past a few minutes of none. */
      lastActivityAt: { type: 'string', required: true },
      /** Set when the last socket closed: offline from then, unless a socket opens first (a page reload). */
      offlineAt: { type: 'string' },
      /**
       * The staff member's open sockets: what the staff fan-out posts to, without a query per member. A socket found
       * gone when posted to leaves the set; one expired unannounced is found so at the next post.
       */
      sockets: { type: 'set', items: 'string' },
    },
    indexes: {
      byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
      // Every member of staff who has been online: read whole by a migration only (the roster reads those online).
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['userId'] } },
      // Sparse: those marked online, by team, so that a team's availability reads only its own online staff. Both
      // online indexes name `isOnline` in their keys: ElectroDB then refuses a write of it that leaves `role` out, which
      // would leave this index's keys as they were.
      onlineByTeam: {
        index: 'gsi2',
        condition: (a) => a.isOnline === true,
        pk: { field: 'gsi2pk', composite: ['role'] },
        sk: { field: 'gsi2sk', composite: ['isOnline', 'userId'] },
      },
      // Sparse: every member of staff marked online (the staff to tell of a change, the stale-presence sweep).
      online: {
        index: 'gsi3',
        condition: (a) => a.isOnline === true,
        pk: { field: 'gsi3pk', composite: ['isOnline'] },
        sk: { field: 'gsi3sk', composite: ['userId'] },
      },
    },
  },
  { table, client },
);
export type Presence = EntityItem<typeof PresenceEntity>;

export const noSuchChat = () => new NotFoundError('chat.not_found', 'This chat does not exist.');

export const getChat = async (id: string): Promise<Chat | undefined> => (await ChatEntity.get({ id }).go({ consistent: true })).data ?? undefined;

/** A chat's table key, to read it beside other items (the caller's session, the socket's record). */
export const chatKey = keyMaker((id) => ChatEntity.get({ id }));

/** A chat as read by `chatKey`. */
export const chatFromItem = (item: Record<string, unknown> | undefined): Chat | undefined =>
  (item && ChatEntity.parse({ Item: item }).data) || undefined;

/**
 * Changes a chat if its status is one of `from` (and, with `assigneeId`, it is still that staff member's): the
 * condition is the write's, so of two staff acting at once one wins and the other gets 409 `refusal`.
 */
/** How many chats each member of staff has open (active or transferred to them): a kept count per member. */
export const OPEN_CHATS = 'openChats';

/**
 * How many chats wait (pending) for each team (`teamScope`) and for every team (`ALL_TEAMS`): kept counts moved in the
 * transaction that opens a chat and in the one that takes it out of the queue (`changeChat`), so the dashboard reads
 * them instead of the queue.
 */
export const WAITING_CHATS = 'waitingChats';

/** The kept counts' scope of one team (a staff role, by name) and of all of them. */
export const teamScope = (team: string) => `team:${team}`;
export const ALL_TEAMS = 'all';

/** The count moves of one team's figure: its own count and every team's, both by `delta`. */
const teamMoves = (counts: ListCounts, list: string, team: string, delta: number) => [
  moveCount(counts, list, teamScope(team), delta),
  moveCount(counts, list, ALL_TEAMS, delta),
];

const statusChanges = new Service({ chat: ChatEntity, listCount: listCountEntity() }, { table, client });

/** Who has the chat open, if anyone: its assignee while it is active or transferred. */
const openWith = (chat: Pick<Chat, 'status' | 'assigneeId'>): string | undefined =>
  (chat.status === 'active' || chat.status === 'transferred') && chat.assigneeId ? chat.assigneeId : undefined;

/** The chats of these statuses a member of staff has (the assignee index: their own, tens at most). */
export const chatsAssignedTo = async (staffId: string, statuses: readonly ChatStatus[]): Promise<Chat[]> =>
  (await ChatEntity.query.byAssignee({ assigneeId: staffId }).go({ pages: 'all' })).data.filter((c) => statuses.includes(c.status));

/** The chats of these statuses a member of staff helps in (read from the open ones: a college's handful at a time). */
export const chatsHelpedBy = async (staffId: string, statuses: readonly ChatStatus[]): Promise<Chat[]> => {
  const read = await Promise.all(statuses.map((status) => ChatEntity.query.byStatus({ status }).go({ pages: 'all' })));
  return read.flatMap((r) => r.data).filter((c) => c.participants.some((p) => p.id === staffId));
};

/** The open chats of these members of staff, in one read of their kept counts. */
export const openChatsOf = async (staffIds: readonly string[]): Promise<Map<string, number>> => {
  const count = await readCounts(staffIds.map((id) => ({ list: OPEN_CHATS, scope: id })));
  return new Map(staffIds.map((id) => [id, count(OPEN_CHATS, id)]));
};

/** A chat's change: what it may be changed from, and the refusals when it moved meanwhile or its taker has too many. */
export interface ChatChange {
  /** The chat as read: the change is conditional on its status (one of `from`) and its assignee being as read. */
  before: Chat;
  from: readonly ChatStatus[];
  set: Partial<Omit<Chat, 'id' | 'createdAt'>>;
  refusal: string;
  /** The most open chats the one taking it may have, and the refusal past it. */
  limit?: { atMost: number; refusal: () => AppError };
  /** It changes hands (taken, passed on, left, ended): the sockets following it only while they could see it stop. */
  handsOver?: boolean;
}

/**
 * Changes a chat conditionally on what it was read as, and moves the open-chat counts of whoever had it open and
 * whoever has it open after, in the same transaction: so a member of staff's count is exact and their limit holds
 * when two accepts race. Every change moves who hears the chat: its revisions move with it, and a change of hands
 * drops the passing followers in the same write (a follow checked meanwhile, against the chat as it was, is refused).
 */
export const changeChat = async ({ before, from, set, refusal, limit, handsOver }: ChatChange): Promise<Chat> => {
  const had = openWith(before);
  const has = openWith({ ...before, ...set });
  // Into or out of its team's queue: the waiting counts move, on the condition that its status is still as read.
  const waiting = Number((set.status ?? before.status) === 'pending') - Number(before.status === 'pending');
  const outcome = await withRetries(() =>
    statusChanges.transaction
      .write(({ chat, listCount }) => [
        chat
          .patch({ id: before.id })
          // A new status moves the chat within its team's queue index, whose key names both.
          .set(set.status ? { ...set, staffRole: before.staffRole } : set)
          .add({ audienceRevision: 1, stateRevision: 1 })
          .remove(handsOver ? ['passingFollowers'] : [])
          .where((a, { eq }) =>
            [
              `(${from.map((s) => eq(a.status, s)).join(' OR ')})`,
              eq(a.assigneeId, before.assigneeId),
              ...(waiting ? [eq(a.status, before.status)] : []),
            ].join(' AND '),
          )
          .commit(),
        ...(waiting ? teamMoves(listCount, WAITING_CHATS, before.staffRole, waiting) : []),
        ...(had !== has && had ? [moveCount(listCount, OPEN_CHATS, had, -1)] : []),
        ...(had !== has && has
          ? [limit ? raiseCountUpTo(listCount, OPEN_CHATS, has, 1, limit.atMost) : moveCount(listCount, OPEN_CHATS, has, 1)]
          : []),
      ])
      .go(),
  );
  if (!outcome.canceled) return (await getChat(before.id))!;
  if (outcome.data[0]?.code !== 'ConditionalCheckFailed' && limit && outcome.data.some((d) => d.code === 'ConditionalCheckFailed')) {
    throw limit.refusal();
  }
  if (!(await getChat(before.id))) throw noSuchChat();
  throw new ConflictError('chat.changed', refusal);
};

/** Opens a chat, waiting for its team: counted among its team's waiting chats in the same transaction. */
export const createChat = async (chat: Omit<Chat, 'createdAt' | 'audienceRevision' | 'stateRevision'> & { status: 'pending' }): Promise<void> => {
  const outcome = await withRetries(() =>
    statusChanges.transaction
      .write(({ chat: chats, listCount }) => [chats.create(chat).commit(), ...teamMoves(listCount, WAITING_CHATS, chat.staffRole, 1)])
      .go(),
  );
  if (outcome.canceled) throw new ConflictError('chat.busy', 'Many chats are starting right now. Start yours again in a moment.');
};

/** A waiting chat's place in its team's queue (1 is next): one more than the team's chats waiting since before it. */
export const placeInQueue = async (chat: Pick<Chat, 'id' | 'staffRole' | 'createdAt'>): Promise<number> =>
  1 +
  (await countMatching(
    ChatEntity.query.byTeamStatus({ staffRole: chat.staffRole, status: 'pending' }).lt({ createdAt: chat.createdAt, id: chat.id }).params(),
  ));

/**
 * Migration (the teams' queues): every chat written again whole, so it has the team-and-status index's keys. Runs
 * while nothing else writes.
 */
export const migrateToTeamQueues = async (): Promise<number> => {
  const all = (await ChatEntity.scan.go({ pages: 'all' })).data;
  await rewriteWhole(all.map((chat) => ChatEntity.put(chat)));
  return all.length;
};

/** Counts each member of staff's open chats from the chats (a migration: run while nothing else writes chats). */
export const countOpenChats = async (): Promise<number> => {
  const open = await Promise.all(
    (['active', 'transferred'] as const).map((status) => ChatEntity.query.byStatus({ status }).go({ pages: 'all', attributes: ['assigneeId'] })),
  );
  const counts = new Map<string, number>();
  for (const { assigneeId } of open.flatMap((r) => r.data)) if (assigneeId) counts.set(assigneeId, (counts.get(assigneeId) ?? 0) + 1);
  await setCounts(OPEN_CHATS, counts);
  return counts.size;
};

/** Counts each team's waiting chats from the chats (a migration: run while nothing else writes chats). */
export const countWaitingChats = async (): Promise<number> => {
  const { data } = await ChatEntity.query.byStatus({ status: 'pending' }).go({ pages: 'all', attributes: ['staffRole'] });
  const counts = new Map<string, number>([[ALL_TEAMS, data.length]]);
  for (const { staffRole } of data) counts.set(teamScope(staffRole), (counts.get(teamScope(staffRole)) ?? 0) + 1);
  await setCounts(WAITING_CHATS, counts);
  return data.length;
};

export interface NewMessage {
  messageType: ChatMessage['messageType'];
  body: string;
  senderType: ChatMessage['senderType'];
  senderId?: string;
  senderName?: string;
  file?: ChatMessage['file'];
  /** The sender's reference: a message sent again with it is not stored twice. */
  clientId?: string;
}

/** What `addMessage` did: stored the message, or found it stored already under the sender's reference. */
export interface AddedMessage {
  message: ChatMessage;
  repeated: boolean;
}

/**
 * How fast one sender may write in one chat (a person types a line in a few seconds; a flood is a script): counted on
 * the chat item the message's transaction updates anyway (shared/realtime/pace.ts).
 */
const CHAT_MESSAGES: RateLimit = { name: 'chat-messages', ...CHAT_MESSAGE_PACE };

export const tooFast = (retryAfterSeconds: number) =>
  new TooManyRequestsError(
    'chat.too_fast',
    `You are sending messages faster than anyone can read them. Wait ${describeWait(retryAfterSeconds)}, then send it again.`,
    retryAfterSeconds,
  );

/**
 * Adds a message to a chat that has not ended and moves the chat's last-message time, in one transaction; with a
 * `clientId`, the sender's reference is claimed in it too, so a message sent again is answered with the one stored.
 * Given `heardAt`, the audience revision at which its listeners were read, it is written only while the chat's
 * audience is still that: undefined when it moved since, and the caller reads the chat and its listeners again. The
 * sender's messages in the chat are counted in the same update (`CHAT_MESSAGES`): past the limit, 429 `chat.too_fast`.
 */
export const addMessage = async (chatId: string, message: NewMessage, heardAt?: number): Promise<AddedMessage | undefined> => {
  const sentAt = now();
  const item = { chatId, id: newId(), sentAt, ...message };
  const ref = message.clientId ? `${message.senderId ?? message.senderType}:${message.clientId}` : undefined;
  const limit = { ...CHAT_MESSAGES, counter: message.senderId ?? message.senderType };
  const nowMs = Date.now();
  const writes = itemsOf(
    messageWrites.transaction.write(({ chat, chatMessage, messageRef }) => [
      chat
        .patch({ id: chatId })
        .set({ lastMessageAt: sentAt })
        .where((a, { eq, ne }) => (heardAt === undefined ? ne(a.status, 'ended') : `${ne(a.status, 'ended')} AND ${eq(a.audienceRevision, heardAt)}`))
        .commit(),
      chatMessage.create(item).commit(),
      ...(ref ? [messageRef.create({ chatId, ref, messageId: item.id, sentAt }).commit()] : []),
    ]),
  );
  const { retryAfterSeconds } = countInWindow(writes[0]!, limit, nowMs);
  // A refusal answers the chat as it stood: ended, its audience moved, or its sender's window full.
  writes[0]!.Update!.ReturnValuesOnConditionCheckFailure = 'ALL_OLD';
  const outcome = await withRetries(() => transact(writes));
  if (!outcome.canceled) return { message: item as ChatMessage, repeated: false };
  const refused = (index: number) => outcome.data[index]?.code === 'ConditionalCheckFailed';
  if (ref && refused(2)) {
    const stored = await storedByRef(chatId, ref);
    if (stored) return { message: stored, repeated: true };
  }
  if (refused(0)) {
    const current = chatFromItem(outcome.data[0]?.item ?? undefined);
    if (!current) throw noSuchChat();
    if (current.status === 'ended') throw new ConflictError('chat.ended', 'This chat has ended. Start a new one to keep talking.');
    if (heardAt !== undefined && current.audienceRevision !== heardAt) return undefined;
    if (isPastLimit(outcome.data[0]?.item, limit, nowMs)) throw tooFast(retryAfterSeconds);
    return undefined;
  }
  throw new ConflictError('chat.busy', 'Many messages are arriving right now. Send it again in a moment.');
};

const storedByRef = async (chatId: string, ref: string): Promise<ChatMessage | undefined> => {
  const { data } = await ChatMessageRefEntity.get({ chatId, ref }).go({ consistent: true });
  if (!data) return undefined;
  return (await ChatMessageEntity.get({ chatId, sentAt: data.sentAt, id: data.messageId }).go({ consistent: true })).data ?? undefined;
};

/** A system line in the chat ("Sam joined"), also after it ends (its closing line). */
export const addSystemMessage = async (chatId: string, body: string): Promise<ChatMessage> => {
  const item = { chatId, id: newId(), sentAt: now(), messageType: 'system' as const, body, senderType: 'system' as const };
  await ChatMessageEntity.create(item).go();
  return item as ChatMessage;
};

/** A chat's whole conversation, oldest first (a chat is a conversation of minutes: hundreds of lines at most). */
export const messagesOf = async (chatId: string): Promise<ChatMessage[]> =>
  (await ChatMessageEntity.query.byChat({ chatId }).go({ pages: 'all' })).data;

export const getPresence = async (userId: string): Promise<Presence | undefined> => (await PresenceEntity.get({ userId }).go()).data ?? undefined;

/**
 * How many staff are marked online per team (`teamScope` of their role) and in all (`ALL_TEAMS`), for the dashboard.
 * The count is of the presence items marked online, not of a clock: it moves only in the transaction of a write that
 * marks a member online or offline or moves them to another team (`changePresence`), conditional on their presence
 * being as read, so it cannot drift from the items. Presence that ends without a clean disconnect (a socket gone
 * stale, pings stopped, the 5 s grace run out) stays marked online until the jobs' sweep marks it offline through
 * `changePresence` too, so the count and the online indexes say the same, both a minute at most behind the clock
 * (`isOnlineNow` in presence.ts reads the clock for the lists of who is online).
 */
export const STAFF_ONLINE = 'staffOnline';

const presenceChanges = new Service({ presence: PresenceEntity, listCount: listCountEntity() }, { table, client });

/** One write of a member's presence: what it sets (`isOnline` and `role` always: the online indexes' keys need both). */
export interface PresenceWrite {
  set: Pick<Presence, 'isOnline' | 'role'> & Partial<Omit<Presence, 'userId' | 'sockets' | 'isOnline' | 'role'>>;
  remove?: 'offlineAt'[];
  /** A socket that opened, added to the member's list (two opening at once both stay). */
  socket?: string;
}

/** The team a member is counted online in, if any. */
const countedIn = (p: Pick<Presence, 'isOnline' | 'role'> | undefined): string | undefined => (p?.isOnline ? p.role : undefined);

/** The online counts a presence write moves: out of the team it was counted in, into the one it is counted in after. */
const onlineMoves = (counts: ListCounts, before: Presence | undefined, after: PresenceWrite['set']) => {
  const [was, is] = [countedIn(before), countedIn(after)];
  if (was === is) return [];
  return [
    ...(was === undefined ? [] : [moveCount(counts, STAFF_ONLINE, teamScope(was), -1)]),
    ...(is === undefined ? [] : [moveCount(counts, STAFF_ONLINE, teamScope(is), 1)]),
    ...(was === undefined
      ? [moveCount(counts, STAFF_ONLINE, ALL_TEAMS, 1)]
      : is === undefined
        ? [moveCount(counts, STAFF_ONLINE, ALL_TEAMS, -1)]
        : []),
  ];
};

// Presence races only its member's other sockets and the sweep: a few tries settle it.
const PRESENCE_ATTEMPTS = 5;

/**
 * Writes a member's presence as `write` makes it from what it was (undefined: nothing to write), moving the online
 * counts in the same transaction, on the condition that the member's `isOnline` and `role` are still as read (a new
 * member's item: that there is none yet); when they moved meanwhile, it reads the presence again and writes anew. So
 * two sockets opening at once count their member once. `known`: the presence as the caller read it already. Answers
 * the presence the write was made from.
 */
export const changePresence = async (
  userId: string,
  write: (before: Presence | undefined) => PresenceWrite | undefined,
  known?: Presence,
): Promise<Presence | undefined> => {
  let before = known ?? (await PresenceEntity.get({ userId }).go({ consistent: true })).data ?? undefined;
  for (let attempt = 1; ; attempt++) {
    const change = write(before);
    if (!change) return before;
    const { set, remove = [], socket } = change;
    const was = before;
    const outcome = await withRetries(() =>
      presenceChanges.transaction
        .write(({ presence, listCount }) => [
          was
            ? presence
                .patch({ userId })
                .set(set)
                .add(socket ? { sockets: [socket] } : {})
                .remove(remove)
                .where((a, { eq }) => `${eq(a.isOnline, was.isOnline)} AND ${eq(a.role, was.role)}`)
                .commit()
            : presence
                .upsert({ userId, ...(set as Omit<Presence, 'userId'>) })
                .add(socket ? { sockets: [socket] } : {})
                .where((a, { notExists }) => notExists(a.userId))
                .commit(),
          ...onlineMoves(listCount, was, set),
        ])
        .go(),
    );
    if (!outcome.canceled) return was;
    if (outcome.data[0]?.code !== 'ConditionalCheckFailed' || attempt >= PRESENCE_ATTEMPTS) {
      throw new ConflictError('chat.presence_busy', 'Your status changed in another tab at the same moment. Try again.');
    }
    before = (await PresenceEntity.get({ userId }).go({ consistent: true })).data ?? undefined;
  }
};

/** Counts the staff marked online per team and in all (a migration: run while nothing else writes presence). */
export const countStaffOnline = async (): Promise<number> => {
  const online = await markedOnline();
  const counts = new Map<string, number>([[ALL_TEAMS, online.length]]);
  for (const { role } of online) counts.set(teamScope(role), (counts.get(teamScope(role)) ?? 0) + 1);
  await setCounts(STAFF_ONLINE, counts);
  return online.length;
};

export const allPresence = async (): Promise<Presence[]> => (await PresenceEntity.query.all({}).go({ pages: 'all' })).data;

/** The staff marked online (some may be past their last ping or their closed socket's grace: the sweep's to mark). */
export const markedOnline = async (): Promise<Presence[]> => (await PresenceEntity.query.online({ isOnline: true }).go({ pages: 'all' })).data;

/** The staff of these teams marked online, a read per team. */
export const markedOnlineIn = async (teams: readonly string[]): Promise<Presence[]> => {
  const read = await Promise.all(teams.map((role) => PresenceEntity.query.onlineByTeam({ role }).go({ pages: 'all' })));
  // Keys are lower-cased: a team whose name differs only in case shares the partition.
  return read.flatMap((r, i) => r.data.filter((p) => p.role === teams[i]));
};

/** Migration (presence by team): every presence written again whole, so the online ones have the online indexes' keys. */
export const migrateToOnlineIndexes = async (): Promise<number> => {
  const all = await allPresence();
  await rewriteWhole(all.map((p) => PresenceEntity.put(p)));
  return all.length;
};

/** A message by its id (an eventually consistent index read: a file's message is older than its download). */
export const findMessage = async (id: string): Promise<ChatMessage | undefined> =>
  (await ChatMessageEntity.query.byId({ id }).go({ limit: 1 })).data[0];
