// Reads a frame a client sent (`{ "action": <client event>, ...payload }`) against the event catalogue, for the ws
// function and the functions that serve their domain's actions (the catalogue's `servedBy`). What is wrong comes back
// as a sentence, which the server sends to that socket as `error`.
import { CLIENT_EVENTS, isClientEventName, type ClientData, type ClientEventName } from './event-catalogue';

/** A client message checked against the catalogue; `error` says what was wrong, for the `error` event. */
export type ClientMessage = { [N in ClientEventName]: { action: N; data: ClientData<N> } }[ClientEventName];

/**
 * What an unknown `action` was, in words: a name or a number as sent (bounded), anything else by its kind. Never through
 * `String()`, which runs the sender's own `toString` (an object whose `toString` is text throws).
 */
const describedAction = (action: unknown): string => {
  if (action === undefined || action === null) return '(none)';
  if (typeof action === 'string' || typeof action === 'number' || typeof action === 'boolean') return String(action).slice(0, 100);
  return Array.isArray(action) ? '(a list)' : '(an object)';
};

/** Reads a client message (`{ action, ...payload }`). */
export const parseClientMessage = (raw: string | undefined): ClientMessage | { error: string } => {
  let message: unknown;
  try {
    message = JSON.parse(raw ?? '');
  } catch {
    return { error: 'Send JSON: { "action": ..., ... }' };
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return { error: 'Send JSON: { "action": ..., ... }' };
  const { action, ...payload } = message as { action?: unknown };
  if (typeof action !== 'string' || !isClientEventName(action)) return { error: `Unknown action: ${describedAction(action)}` };
  const data = CLIENT_EVENTS[action].payload.safeParse(payload);
  if (!data.success)
    return {
      error: `Invalid ${action}: ${data.error.issues
        .map((i) => [i.path.join('.'), i.message].filter(Boolean).join(' '))
        .join('; ')
        .slice(0, 200)}`,
    };
  return { action, data: data.data } as ClientMessage;
};
