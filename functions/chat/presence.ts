// Staff presence (spec §4; docs/decisions.md, "Live chat"): online while a socket of theirs is open and its activity pings (every
// 30 s) keep coming; offline on sign-out, 5 s after their last socket closes unless another opens (a page
// reload), and when the pings stop (the jobs function's sweep). Available for chat is their own switch. Each
// change is told to the staff online (`staff.status.update`, `staff.availability.changed`).
import { hasPermission } from '@shared/permissions';
import type { ServerData, ServerEventName } from '@shared/realtime/event-catalogue';
import { changePresence, getPresence, markedOnline, markedOnlineIn, PresenceEntity, type Presence } from './chat-store';
import { connectionCount, findConnection, postToConnection } from '@functions/platform/realtime';
import type { Caller } from '@functions/platform/session';

/** Past this long without an activity ping, a staff member is offline (the SPA pings every 30 s). */
export const STALE_MS = 2 * 60_000;
/** A closed socket takes its staff member offline this long after, unless another opens (spec §4). */
export const OFFLINE_DELAY_MS = 5_000;

/** Holds take-chat: answers live chats. */
export const takesChats = (caller: Pick<Caller, 'role' | 'permissions'>) => hasPermission(caller.role, caller.permissions, 'take-chat');

/** Online as of `now`: marked so, no closed-socket deadline passed, and pinged lately. */
export const isOnlineNow = (p: Presence, now = Date.now()): boolean =>
  p.isOnline && (!p.offlineAt || Date.parse(p.offlineAt) > now) && Date.parse(p.lastActivityAt) > now - STALE_MS;

const onlineNow = (marked: Presence[]) => {
  const now = Date.now();
  return marked.filter((p) => isOnlineNow(p, now));
};

/** The staff online now, read from those marked online (not every member of staff who ever was). */
export const onlineStaff = async (): Promise<Presence[]> => onlineNow(await markedOnline());

/** The staff of these teams online now: a read of each team's online staff only. */
export const onlineStaffOf = async (teams: readonly string[]): Promise<Presence[]> => onlineNow(await markedOnlineIn(teams));

/**
 * Marks a member offline (as read in `p`); `role` rides along, since the online indexes' keys are rebuilt from it
 * (chat-store.ts), and the online counts move with it. Answers whether this call took them offline: a member found
 * offline already (another tab's sign-out, or a second sweep running at once) is left as they are.
 */
const markOffline = async (p: Presence): Promise<boolean> => {
  const was = await changePresence(
    p.userId,
    (now) => (now?.isOnline ? { set: { isOnline: false, role: now.role }, remove: ['offlineAt'] } : undefined),
    p,
  );
  return Boolean(was?.isOnline);
};

/**
 * Sends one event to every open socket of these staff members, from the sockets their presence lists (one read for
 * all of them, not a query per member); a socket found gone (its record forgotten) leaves its member's list.
 */
export const pushToStaff = async <N extends ServerEventName>(staff: readonly Presence[], event: N, data: ServerData<N>): Promise<void> => {
  await Promise.all(
    staff.flatMap((p) =>
      [...(p.sockets ?? [])].map(async (connectionId) => {
        // A refused post to a socket still recorded is one inside its own $connect (see realtime.ts): it stays listed.
        if (!(await postToConnection(connectionId, event, data)) && !(await findConnection(connectionId))) {
          await PresenceEntity.update({ userId: p.userId })
            .delete({ sockets: [connectionId] })
            .go();
        }
      }),
    ),
  );
};

/**
 * Tells the other staff online about a staff member's presence. Not the member: their socket may be the one still
 * connecting, and API Gateway answers a post to a socket inside its own $connect as gone (which forgets it).
 */
const announce = async (p: Presence) => {
  const staff = (await onlineStaff()).filter((s) => s.userId !== p.userId);
  await pushToStaff(staff, 'staff.status.update', {
    userId: p.userId,
    isOnline: isOnlineNow(p),
    role: p.role,
    availableForChat: p.availableForChat,
  });
};

/** A staff member's socket opened (or they said they are available): online now (available as they last said; new staff are). */
export const markOnline = async (caller: Pick<Caller, 'userId' | 'role'> & { user: { name: string } }, connectionId?: string): Promise<void> => {
  const at = new Date().toISOString();
  // Adding to the list, not putting it: two sockets opening at once both stay in the member's list.
  const before = await changePresence(caller.userId, (now) => ({
    set: {
      name: caller.user.name,
      role: caller.role ?? 'Staff',
      isOnline: true,
      availableForChat: now?.availableForChat ?? true,
      lastActivityAt: at,
      offlineAt: '',
    },
    ...(connectionId ? { socket: connectionId } : {}),
  }));
  if (!before || !isOnlineNow(before)) await announce((await getPresence(caller.userId))!);
};

/**
 * An activity ping from a staff member's socket, with who they are now: someone whose role no longer takes chats
 * goes offline (no more waiting chats routed to them), and a changed role is routed as it is now.
 */
export const touchPresence = async (caller: Pick<Caller, 'userId' | 'role' | 'permissions'>): Promise<void> => {
  const { userId } = caller;
  const before = await getPresence(userId);
  if (!before) return;
  if (!takesChats(caller)) {
    if (before.isOnline) await setOffline(userId);
    return;
  }
  const was = await changePresence(
    userId,
    (now) => now && { set: { lastActivityAt: new Date().toISOString(), isOnline: true, role: caller.role ?? now.role }, remove: ['offlineAt'] },
    before,
  );
  if (was && (!isOnlineNow(was) || was.role !== caller.role)) await announce((await getPresence(userId))!);
};

/** A socket closed: it leaves the member's list; when it was their last, they go offline in 5 s unless one opens. */
export const socketClosed = async (userId: string, connectionId: string): Promise<void> => {
  if (!(await getPresence(userId))) return;
  await PresenceEntity.update({ userId })
    .delete({ sockets: [connectionId] })
    .go();
  if ((await connectionCount(userId)) > 0) return;
  await PresenceEntity.patch({ userId })
    .set({ offlineAt: new Date(Date.now() + OFFLINE_DELAY_MS).toISOString() })
    .go();
};

/** Signed out (or said so): offline at once. */
export const setOffline = async (userId: string): Promise<void> => {
  const before = await getPresence(userId);
  if (!before) return;
  if ((await markOffline(before)) && isOnlineNow(before)) await announce((await getPresence(userId))!);
};

/** A staff member's availability switch. */
export const setAvailability = async (caller: Pick<Caller, 'userId' | 'role'> & { user: { name: string } }, available: boolean): Promise<void> => {
  const before = await getPresence(caller.userId);
  if (!before) await markOnline(caller);
  await PresenceEntity.patch({ userId: caller.userId }).set({ availableForChat: available }).go();
  // The others online, and the member's own sockets (their other tabs show the switch as it is).
  const staff = (await onlineStaff()).filter((s) => s.userId !== caller.userId);
  const self = await getPresence(caller.userId);
  await pushToStaff([...staff, ...(self ? [self] : [])], 'staff.availability.changed', { user_id: caller.userId, available_for_chat: available });
};

/** The scheduled sweep: staff still marked online whose pings stopped, or whose last socket closed, go offline. */
export const sweepStalePresence = async (): Promise<number> => {
  const now = Date.now();
  const stale = (await markedOnline()).filter((p) => !isOnlineNow(p, now));
  let takenOffline = 0;
  // Told once: when two sweeps run at once (a schedule may fire twice), only the one that took a member offline says so.
  for (const p of stale) {
    if (!(await markOffline(p))) continue;
    await announce({ ...p, isOnline: false });
    takenOffline += 1;
  }
  return takenOffline;
};
