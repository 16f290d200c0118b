// The socket's own payloads (spec §7 "Realtime socket"), which no domain owns: the ws function answers them
// whatever the socket is for. Which event carries which, and who hears it, is the event catalogue's
// (shared/realtime/event-catalogue.ts); the domains' payloads sit in their own schema files.
import * as z from 'zod';
import { LooseId } from './common';
import { ACCESS_CHANGE_REASONS } from './session-end';

/** `ping`, `pong`, `user-activity`, `user-logout`: the name says it all. */
export const NoPayload = z.object({});
export type NoPayload = z.infer<typeof NoPayload>;

/** `authenticate` (not taken: the socket opens with the session token, `?token=`). */
export const Authenticate = z.object({ token: z.string().max(200) });
export type Authenticate = z.infer<typeof Authenticate>;

/** `join-room` (not taken: every audience is derived from a record, never a free-named room). */
export const JoinRoom = z.object({ room: z.string().max(100) });
export type JoinRoom = z.infer<typeof JoinRoom>;

/** `error`: the socket's last message was not understood or was refused. */
export const SocketError = z.object({
  message: z.string().max(300),
  /** The action refused, its chat and message reference, and the API's error code (added: the client can tell what failed). */
  action: z.string().max(50).optional(),
  chat_id: LooseId.optional(),
  client_id: LooseId.optional(),
  code: z.string().max(100).optional(),
  errors: z.record(z.string(), z.array(z.string().max(300))).optional(),
  /** Refused for coming too fast (`chat.too_fast`): the seconds to wait before sending again (added, as REST's Retry-After). */
  retry_after: z.number().int().positive().optional(),
});
export type SocketError = z.infer<typeof SocketError>;

/** `access.changed` on the socket: the person's access changed; the socket closes next, and the page reconnects. */
export const AccessChanged = z.object({ reason: z.enum(ACCESS_CHANGE_REASONS) });
export type AccessChanged = z.infer<typeof AccessChanged>;
