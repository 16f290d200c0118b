// The WebSocket API: `$connect` authenticates (token in the query string), `$disconnect` forgets the socket,
// `$default` takes the client actions of spec §7. Chat and presence actions arrive with the chat capability.
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { authenticate } from '@functions/lib/session';
import { closeConnection, openConnection, postToConnection, touchConnection } from '@functions/lib/realtime';
import { logger } from '@functions/lib/logger';

type WsEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

const reply = (statusCode: number, body?: string): APIGatewayProxyResultV2 => ({ statusCode, body });

const connect = async (event: WsEvent) => {
  const token = event.queryStringParameters?.token;
  const caller = token ? await authenticate(token) : undefined;
  if (!caller) return reply(401, 'Unauthenticated');
  await openConnection(event.requestContext.connectionId, caller.userId);
  return reply(200);
};

const parseAction = (body: string | undefined): { action?: string } => {
  try {
    const parsed: unknown = JSON.parse(body ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as { action?: string }) : {};
  } catch {
    return {};
  }
};

const message = async (event: WsEvent) => {
  const { connectionId } = event.requestContext;
  const { action } = parseAction(event.body);
  await touchConnection(connectionId);
  if (action === 'user-activity' || action === 'ping') {
    await postToConnection(connectionId, 'pong', {});
    return reply(200);
  }
  await postToConnection(connectionId, 'error', { message: `Unknown action: ${action ?? '(none)'}` });
  return reply(200);
};

export const handler = async (event: WsEvent): Promise<APIGatewayProxyResultV2> => {
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
