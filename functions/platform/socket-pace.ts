// How fast one socket may send (docs/decisions.md, "Live chat": the values and why). Every frame a socket sends takes a
// token from its connection's bucket before anything is read for it: a socket that sends faster than a person can is
// refused with `chat.too_fast` and the seconds to wait, and costs no store call. Typing and upload progress are
// coalesced as well: the other side hears a change, not every keystroke or percent. The buckets live in this
// instance's memory (no store call on the hot path); on AWS a flood spread over several instances meets one bucket in
// each, the stage's route throttling (infra/lib/realtime.ts) and the per-chat count of messages in the store
// (chat-store.ts, `CHAT_MESSAGES`), which holds whichever instance serves the frame.

import { SOCKET_PACE } from '@shared/realtime/pace';

/** A typing indicator still on is told again at most this often; a change (on, off) at once. */
export const TYPING_EVERY_MS = 3_000;
/** An upload's progress is told at most this often; its start, end and error at once. */
export const PROGRESS_EVERY_MS = 1_000;

/** Past this many entries, the idle ones are dropped (a bucket full again says nothing a new one would not). */
const MAX_ENTRIES = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

const buckets = new Map<string, Bucket>();

const refilled = (bucket: Bucket, now: number): number =>
  Math.min(SOCKET_PACE.burst, bucket.tokens + ((now - bucket.at) / 1000) * SOCKET_PACE.perSecond);

const dropIdle = (now: number) => {
  for (const [key, bucket] of buckets) if (refilled(bucket, now) >= SOCKET_PACE.burst) buckets.delete(key);
};

/** Takes a token for one frame of the connection: allowed, or refused with the seconds until the next token. */
export const takeFrame = (connectionId: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } => {
  if (buckets.size > MAX_ENTRIES) dropIdle(now);
  const bucket = buckets.get(connectionId);
  const tokens = bucket ? refilled(bucket, now) : SOCKET_PACE.burst;
  if (tokens < 1) {
    buckets.set(connectionId, { tokens, at: now });
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / SOCKET_PACE.perSecond)) };
  }
  buckets.set(connectionId, { tokens: tokens - 1, at: now });
  return { allowed: true };
};

interface Told {
  state: string;
  at: number;
}

const told = new Map<string, Told>();

/**
 * Whether a repeated signal (typing in a chat, an upload's progress) is worth telling: its state changed since it was
 * last told (`state`: on or off, started or failed), or `everyMs` passed. Otherwise the frame is dropped, quietly:
 * nothing was refused, the other side already knows.
 */
export const worthTelling = (key: string, state: string, everyMs: number, now = Date.now()): boolean => {
  if (told.size > MAX_ENTRIES) for (const [k, t] of told) if (now - t.at > everyMs) told.delete(k);
  const last = told.get(key);
  if (last && last.state === state && now - last.at < everyMs) return false;
  told.set(key, { state, at: now });
  return true;
};

/**
 * The `error` a socket hears for a frame past its pace (`chat.too_fast`, with the seconds to wait); undefined when
 * the frame may run. Taken before anything is read for the frame.
 */
export const pacedOut = (connectionId: string, action?: string, now = Date.now()) => {
  const frame = takeFrame(connectionId, now);
  if (frame.allowed) return undefined;
  return {
    ...(action ? { action } : {}),
    code: 'chat.too_fast',
    message: `This connection is sending faster than a person can. Wait ${frame.retryAfterSeconds} second${frame.retryAfterSeconds === 1 ? '' : 's'}, then try again.`,
    retry_after: frame.retryAfterSeconds,
  };
};
