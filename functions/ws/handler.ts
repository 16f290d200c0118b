// The WebSocket API: `$connect` authenticates (token in the query string) and ties the socket to that
// session, `$disconnect` forgets the socket, `$default` takes the client actions of the event catalogue
// (shared/realtime/events.ts, spec §7) — each only while the session that opened the socket is alive.
// Chat and presence actions arrive with the chat capability; until then they are answered `error`.
import middy from '@middy/core';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { CLIENT_EVENTS, parseClientMessage } from '@shared/realtime/events';
import { authenticate, isLiveSession } from '@functions/lib/session';
import { closeConnection, endConnection, findConnection, openConnection, postToConnection, touchConnection } from '@functions/lib/realtime';
import { logger } from '@functions/lib/logger';
import { noteCaller, observe } from '@functions/lib/observability';

type WsEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

const reply = (statusCode: number, body?: string): APIGatewayProxyResultV2 => ({ statusCode, body });

// Session tokens are at most 108 characters (a user id and 43 of secret); anything much longer is not one and is not worth hashing.
const MAX_TOKEN_LENGTH = 200;

const connect = async (event: WsEvent) => {
  const token = event.queryStringParameters?.token;
  const caller = token && token.length <= MAX_TOKEN_LENGTH ? await authenticate(token) : undefined;
  if (!caller) return reply(401, 'Unauthenticated');
  noteCaller(caller.userId);
  await openConnection(event.requestContext.connectionId, caller.userId, caller.tokenHash);
  return reply(200);
};

/** True while the socket's session lives; otherwise the socket hears why, is closed, and nothing it sent runs. */
const onLiveSession = async (connectionId: string): Promise<boolean> => {
  const connection = await findConnection(connectionId);
  if (connection) noteCaller(connection.userId);
  if (connection?.tokenHash && (await isLiveSession(connection.tokenHash))) return true;
  await endConnection(connectionId, 'expired');
  return false;
};

const message = async (event: WsEvent) => {
  const { connectionId } = event.requestContext;
  if (!(await onLiveSession(connectionId))) return reply(401);
  await touchConnection(connectionId);
  const parsed = parseClientMessage(event.body);
  if ('error' in parsed) {
    await postToConnection(connectionId, 'error', { message: parsed.error });
  } else if (parsed.action === 'user-activity' || parsed.action === 'ping') {
    await postToConnection(connectionId, 'pong', {});
  } else {
    await postToConnection(connectionId, 'error', {
      message: CLIENT_EVENTS[parsed.action].live ? `Unhandled action: ${parsed.action}` : `Not available yet: ${parsed.action}`,
    });
  }
  return reply(200);
};

const route = async (event: WsEvent): Promise<APIGatewayProxyResultV2> => {
  try {
    switch (event.requestContext.eventType) {
      case 'CONNECT':
        return await connect(event);
      case 'DISCONNECT':
        await closeConnection(event.requestContext.connectionId);
        return reply(200);
      default:
        return await message(event);
    }
  } catch (error) {
    logger.error('websocket handler failed', { routeKey: event.requestContext.routeKey, error });
    return reply(500);
  }
};

export const handler = middy(route).use(observe('ws'));
