// The chats' side of `npm run load`: the rooms' guests and staff talk both ways at a steady rate, each message with a
// reference of its own, and a ledger notes every time a socket hears one. A message counts as delivered when the
// other side of its room hears it exactly once: never is lost, twice is duplicated, and in another room is a stray.
// A member hears a chat's message either as `chat.message` or, while following the chat, as `chat.message.<id>`.
import { sleep, send, type Heard, type RoomSockets } from '../bench/chat-bench';
import { openLoop } from './open-loop';

export type Side = 'guest' | 'staff';

interface Sent {
  room: number;
  from: Side;
  sentAt: number;
  /** When the other side heard it: once is right. */
  heardAt: number[];
  /** How often its own sender heard it back (the sender is a member of the chat too). */
  echoes: number;
  /** The stored messages' ids the other side had for it, heard or fetched: more than one is a message stored twice. */
  ids: Set<string>;
  /** The other side found it first in the history it fetched after a reconnect (the chaos run). */
  fetched: boolean;
  /** Sent under load (not in the warm-up): its delivery time counts in the figures. */
  measured: boolean;
}

/** A message as the chat's history lists it. */
export interface ListedMessage {
  id: string;
  client_id?: string;
}

/** What the chaos run's clients saw of the messages; a message is stored once when the history after the load lists it once. */
export interface ChaosChatTally {
  sent: number;
  /** Sent again by the call after the socket brought neither its echo nor a refusal, or a refusal. */
  sentAgainByCall: number;
  /** Not in the chat's history after the load, or never reached the other side (heard, or fetched after a reconnect). */
  lost: number;
  /** Listed more than once in the chat's history after the load, or reaching the other side under two ids. */
  doubled: number;
  /** Reached the other side first in the history it fetched after its socket came back. */
  fetchedFirst: number;
  /** The same stored message heard again (announced again when its sender sent it again): the SPA shows it once. */
  heardAgain: number;
  strays: number;
}

export interface ChatTally {
  sent: number;
  lost: number;
  /** Deliveries beyond the first, over all messages. */
  duplicated: number;
  /** Messages heard in a room they were not sent in, or with a reference never sent. */
  strays: number;
  /** Messages whose sender did not hear them back exactly once: reported, not a delivery failure. */
  oddEchoes: number;
  /** Of each message sent under load: when it was sent (performance.now()) and how long until the other side heard it. */
  delivery: { at: number; ms: number }[];
}

const isChatMessage = (heard: Heard) => heard.event === 'chat.message' || heard.event === `chat.message.${String(heard.data.chat_id)}`;

export class MessageLedger {
  private readonly messages = new Map<string, Sent>();
  private strays = 0;

  private sentAgain = 0;

  sent(ref: string, room: number, from: Side, measured: boolean) {
    this.messages.set(ref, { room, from, sentAt: performance.now(), heardAt: [], echoes: 0, measured, ids: new Set(), fetched: false });
  }

  sentAgainByCall() {
    this.sentAgain++;
  }

  heard(room: number, side: Side, heard: Heard, at: number) {
    if (!isChatMessage(heard)) return;
    const ref = heard.data.client_id;
    // The portal's own messages (the guest's first words, "joined the chat") carry no reference.
    if (typeof ref !== 'string') return;
    const message = this.messages.get(ref);
    if (!message || message.room !== room) this.strays++;
    else if (side === message.from) message.echoes++;
    else {
      message.heardAt.push(at);
      if (typeof heard.data.id === 'string') message.ids.add(heard.data.id);
    }
  }

  /** The history one side of a room fetched after its socket came back: what it missed meanwhile, it has now. */
  fetched(room: number, side: Side, history: readonly ListedMessage[]) {
    for (const { id, client_id: ref } of history) {
      const message = ref === undefined ? undefined : this.messages.get(ref);
      if (!message || message.room !== room || message.from === side) continue;
      if (!message.heardAt.length && !message.ids.has(id)) message.fetched = true;
      message.ids.add(id);
    }
  }

  /** Messages the other side has not heard (nor fetched) yet. */
  unheard(): number {
    let count = 0;
    for (const m of this.messages.values()) if (!m.heardAt.length && !m.fetched) count++;
    return count;
  }

  /** The chaos run's figures, against each room's history read after the load (`stored`, by room). */
  chaosTally(stored: ReadonlyMap<number, readonly ListedMessage[]>): ChaosChatTally {
    const listed = new Map<string, number>();
    for (const [room, history] of stored)
      for (const m of history) if (m.client_id) listed.set(`${room}|${m.client_id}`, (listed.get(`${room}|${m.client_id}`) ?? 0) + 1);
    const all = [...this.messages];
    const timesStored = ([ref, m]: [string, Sent]) => listed.get(`${m.room}|${ref}`) ?? 0;
    return {
      sent: all.length,
      sentAgainByCall: this.sentAgain,
      lost: all.filter((entry) => timesStored(entry) === 0 || (!entry[1].heardAt.length && !entry[1].fetched)).length,
      doubled: all.filter((entry) => timesStored(entry) > 1 || entry[1].ids.size > 1).length,
      fetchedFirst: all.filter(([, m]) => m.fetched).length,
      heardAgain: all.reduce((n, [, m]) => n + Math.max(0, m.heardAt.length - 1), 0),
      strays: this.strays,
    };
  }

  tally(): ChatTally {
    const all = [...this.messages.values()];
    return {
      sent: all.length,
      lost: all.filter((m) => !m.heardAt.length).length,
      duplicated: all.reduce((n, m) => n + Math.max(0, m.heardAt.length - 1), 0),
      strays: this.strays,
      oddEchoes: all.filter((m) => m.echoes !== 1).length,
      delivery: all.filter((m) => m.measured && m.heardAt.length).map((m) => ({ at: m.sentAt, ms: m.heardAt[0]! - m.sentAt })),
    };
  }
}

/** Every message either socket of each room hears goes to the ledger, for as long as the sockets are open. */
export const recordWhatRoomsHear = (rooms: readonly RoomSockets[], ledger: MessageLedger) =>
  rooms.forEach((room, index) => {
    for (const side of ['guest', 'staff'] as const) {
      room[side].waiters.add((heard, at) => {
        ledger.heard(index, side, heard, at);
        return false;
      });
    }
  });

const say = (rooms: readonly RoomSockets[], ledger: MessageLedger, index: number, from: Side, ref: string, measured: boolean) => {
  const room = rooms[index]!;
  ledger.sent(ref, index, from, measured);
  send(room[from], 'chat.message', { chat_id: room.chatId, body: `Load message ${ref}`, client_id: ref });
};

/** Waits until the other side has heard every message (`withinMs` at most), then a second more for late duplicates. */
export const settle = async (ledger: MessageLedger, withinMs: number) => {
  const deadline = performance.now() + withinMs;
  while (ledger.unheard() > 0 && performance.now() < deadline) await sleep(100);
  await sleep(1000);
};

/** One message each way in every room before timing: the chat function loaded, every socket shown to hear. */
export const warmUpChats = async (rooms: readonly RoomSockets[], ledger: MessageLedger) => {
  rooms.forEach((_, i) => {
    say(rooms, ledger, i, 'guest', `warm-guest-${i}`, false);
    say(rooms, ledger, i, 'staff', `warm-staff-${i}`, false);
  });
  await settle(ledger, 20_000);
};

/**
 * For `seconds`, every room sends a message every `periodMs`, its guest and its member of staff in turn; the rooms take
 * their turns spread evenly over the period, so the messages come at a steady rate (100 rooms every 10 s: one each 100 ms).
 */
export const talkSteadily = async (
  rooms: readonly RoomSockets[],
  ledger: MessageLedger,
  seconds: number,
  periodMs: number,
  // The chaos run's clients send as the SPA does (chaos-chat.ts): sent again until it is stored.
  speak: (index: number, from: Side, ref: string) => Promise<void> | void = (index, from, ref) => say(rooms, ledger, index, from, ref, true),
) => {
  const rounds = Math.round((seconds * 1000) / periodMs);
  return openLoop(rounds * rooms.length, periodMs / rooms.length, async (i) => {
    const index = i % rooms.length;
    const round = Math.floor(i / rooms.length);
    const from: Side = round % 2 === 0 ? 'guest' : 'staff';
    await speak(index, from, `load-${index}-${round}`);
  });
};
