// The WebSocket API: `$connect` authenticates (token in the query string) and ties the socket to that
// session, `$disconnect` forgets the socket, `$default` takes the client actions of the event catalogue
// (shared/realtime/event-catalogue.ts, spec §7) — each only while the session that opened the socket is alive.
// Staff presence rides on the sockets (online at connect, pings, offline 5 s after the last one closes); a chat
// guest's socket opens with their chat pass. The chat actions (messages, joins, typing) are routed to the chat
// function by their `action` (shared/realtime/event-catalogue.ts `servedBy`); what reaches `$default` is the rest.
import middy from '@middy/core';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { CLIENT_EVENTS } from '@shared/realtime/event-catalogue';
import { parseClientMessage } from '@shared/realtime/client-message';
import { authenticate } from '@functions/platform/session';
import { closeConnection, openConnection, postToConnection, touchConnection } from '@functions/platform/realtime';
import { logger } from '@functions/platform/logger';
import { passHashOf } from '@functions/platform/guest-passes';
import { guestMayListen, markOnline, setAvailability, setOffline, socketClosed, takesChats, touchPresence } from '@functions/chat/chat';
import { noteCaller, observe } from '@functions/platform/observability';
import { GUEST_PREFIX, guestSocketUser, socketIdentity } from '@functions/platform/socket-session';
import { pacedOut } from '@functions/platform/socket-pace';
import { isUnavailable, UNAVAILABLE_CODE, UNAVAILABLE_MESSAGE } from '@functions/platform/unavailable';

type WsEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

const reply = (statusCode: number, body?: string): APIGatewayProxyResultV2 => ({ statusCode, body });

// Session tokens are at most 108 characters (a user id and 43 of secret); anything much longer is not one and is not worth hashing.
const MAX_TOKEN_LENGTH = 200;

/** A chat guest's socket: `?chat_id=&guest_token=`, the pass their chat's start answered; it hears that chat only, until it ends. */
const connectGuest = async (event: WsEvent) => {
  const { chat_id: chatId, guest_token: token } = event.queryStringParameters ?? {};
  const passHash = passHashOf(token);
  if (!chatId || chatId.length > 64 || !passHash || !(await guestMayListen(chatId, passHash))) return reply(401, 'Unauthenticated');
  await openConnection(event.requestContext.connectionId, guestSocketUser(chatId), `${GUEST_PREFIX}${passHash}`);
  return reply(200);
};

const connect = async (event: WsEvent) => {
  if (event.queryStringParameters?.guest_token) return connectGuest(event);
  const token = event.queryStringParameters?.token;
  const caller = token && token.length <= MAX_TOKEN_LENGTH ? await authenticate(token) : undefined;
  if (!caller) return reply(401, 'Unauthenticated');
  noteCaller(caller.userId);
  await openConnection(event.requestContext.connectionId, caller.userId, caller.tokenHash);
  // Staff who take chats are online while a socket of theirs is open (spec §4).
  if (takesChats(caller)) await markOnline(caller, event.requestContext.connectionId);
  return reply(200);
};

const message = async (event: WsEvent) => {
  const { connectionId } = event.requestContext;
  const parsed = parseClientMessage(event.body);
  // Past its pace, a frame is refused before anything is read for it (socket-pace.ts).
  const paced = pacedOut(connectionId, 'error' in parsed ? undefined : parsed.action);
  if (paced) {
    await postToConnection(connectionId, 'error', paced);
    return reply(200);
  }
  // Nothing a socket sends runs once the session that opened it has ended.
  const identity = await socketIdentity(connectionId);
  if (!identity) return reply(401);
  await touchConnection(connectionId, identity.lastSeenAt);
  const userId = identity.kind === 'user' ? identity.caller.userId : identity.userId;
  if ('error' in parsed) {
    await postToConnection(connectionId, 'error', { message: parsed.error });
  } else if (parsed.action === 'user-activity' || parsed.action === 'ping') {
    if (parsed.action === 'user-activity' && identity.kind === 'user') await touchPresence(identity.caller);
    await postToConnection(connectionId, 'pong', {});
  } else if (parsed.action === 'user-logout') {
    await setOffline(userId);
  } else if (parsed.action === 'toggle-staff-availability') {
    if (identity.kind === 'user' && takesChats(identity.caller)) await setAvailability(identity.caller, parsed.data.available);
    else await postToConnection(connectionId, 'error', { message: 'Only staff who take chats have an availability.' });
  } else {
    await postToConnection(connectionId, 'error', {
      action: parsed.action,
      message: CLIENT_EVENTS[parsed.action].live ? `Unhandled action: ${parsed.action}` : `Not available: ${parsed.action}`,
    });
  }
  return reply(200);
};

const route = async (event: WsEvent): Promise<APIGatewayProxyResultV2> => {
  try {
    switch (event.requestContext.eventType) {
      case 'CONNECT':
        return await connect(event);
      case 'DISCONNECT': {
        const closed = await closeConnection(event.requestContext.connectionId);
        if (closed) await socketClosed(closed.userId, event.requestContext.connectionId);
        return reply(200);
      }
      default:
        return await message(event);
    }
  } catch (error) {
    const { routeKey, eventType, connectionId } = event.requestContext;
    if (!isUnavailable(error)) {
      logger.error('websocket handler failed', { routeKey, error });
      return reply(500);
    }
    // A store out of reach: the socket is told so (and tries again), as the chat's actions tell it; an upgrade is refused 503.
    logger.warn('websocket handler: a dependency is unavailable', { routeKey, error });
    if (eventType !== 'MESSAGE') return reply(503);
    const parsed = parseClientMessage(event.body);
    await postToConnection(connectionId, 'error', {
      ...('error' in parsed ? {} : { action: parsed.action }),
      message: UNAVAILABLE_MESSAGE,
      code: UNAVAILABLE_CODE,
    }).catch(() => undefined);
    return reply(200);
  }
};

export const handler = middy(route).use(observe('ws'));
