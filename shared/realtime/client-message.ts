// Reads a frame a client sent (`{ "action": <client event>, ...payload }`) against the event catalogue, for the ws
// function and the functions that serve their domain's actions (the catalogue's `servedBy`). What is wrong comes back
// as a sentence, which the server sends to that socket as `error`.
import { CLIENT_EVENTS, isClientEventName, type ClientData, type ClientEventName } from './event-catalogue';

/** A client message checked against the catalogue; `error` says what was wrong, for the `error` event. */
export type ClientMessage = { [N in ClientEventName]: { action: N; data: ClientData<N> } }[ClientEventName];

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
  if (typeof action !== 'string' || !isClientEventName(action)) return { error: `Unknown action: ${String(action ?? '(none)').slice(0, 100)}` };
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
