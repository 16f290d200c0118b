// Client actions a domain's function serves (the catalogue's `servedBy`, shared/realtime/event-catalogue.ts): API Gateway
// routes a socket's message by its `action`, so one function answers its domain's calls and its socket actions. Each
// action runs for the socket's live session or guest pass (socket-session.ts) with its payload checked against
// the catalogue; a refusal goes back to that socket as `error`, naming the action, the chat and the message reference,
// with the API's code and field errors, so a client can tell what failed. A route is one-way: nothing is returned.
import middy from '@middy/core';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { CLIENT_EVENTS, type ActionServer, type ClientData, type ClientEventName } from '@shared/realtime/event-catalogue';
import { parseClientMessage } from '@shared/realtime/client-message';
import { AppError, TooManyRequestsError } from './errors';
import { logger } from './logger';
import { observe } from './observability';
import { postToConnection, touchConnection } from './realtime';
import { pacedOut } from './socket-pace';
import { identifySocket, type AheadItem, type SocketIdentity, type SocketReads } from './socket-session';
import { isUnavailable, UNAVAILABLE_CODE, UNAVAILABLE_MESSAGE } from './unavailable';

type ServedAction<S extends ActionServer> = {
  [N in ClientEventName]: (typeof CLIENT_EVENTS)[N] extends { servedBy: S } ? N : never;
}[ClientEventName];

/** An action: `ahead` holds what its `readingAhead` reads asked for, in their order (nothing for a plain one). */
type ActionRun<D> = (who: SocketIdentity, data: D, ahead: readonly AheadItem[]) => Promise<void>;

const READS = Symbol('socket reads');
type Action<D> = ActionRun<D> & { [READS]?: (data: D) => SocketReads };

export type SocketActions<S extends ActionServer> = {
  [N in ServedAction<S>]: Action<ClientData<N>>;
};

/**
 * An action that reads what it needs in the round trips that find who sent it (`SocketReads`, from the message's
 * checked payload): a hot action (a chat message) answers without reads of its own. `run` must still decide whether
 * the sender may see what was read.
 */
export const readingAhead = <D>(reads: (data: NoInfer<D>) => SocketReads, run: ActionRun<D>): Action<D> => Object.assign(run, { [READS]: reads });

const MAX_ERROR_TEXT = 300;

/** The `error` event for a refused action: what the API would have answered, bounded to the catalogue's sizes. */
const refusal = (action: string | undefined, data: { chat_id?: unknown; client_id?: unknown }, error: unknown) => {
  const known = error instanceof AppError;
  // A dependency out of reach is said as the API says it (503): try again shortly; nothing was half-done.
  const unavailable = !known && isUnavailable(error);
  if (unavailable) logger.warn('socket action: a dependency is unavailable', { action, error });
  else if (!known) logger.error('socket action failed', { action, error });
  const errors =
    known && error.errors
      ? Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v.map((m) => m.slice(0, MAX_ERROR_TEXT))]))
      : undefined;
  const tooFast = error instanceof TooManyRequestsError && error.retryAfterSeconds ? { retry_after: error.retryAfterSeconds } : {};
  return {
    ...(action ? { action } : {}),
    ...tooFast,
    message: (known ? error.message : unavailable ? UNAVAILABLE_MESSAGE : 'Something went wrong on our side. Please try again.').slice(
      0,
      MAX_ERROR_TEXT,
    ),
    code: known ? error.code : unavailable ? UNAVAILABLE_CODE : 'server.error',
    ...(typeof data.chat_id === 'string' && data.chat_id.length <= 64 ? { chat_id: data.chat_id } : {}),
    ...(typeof data.client_id === 'string' && data.client_id.length <= 64 ? { client_id: data.client_id } : {}),
    ...(errors ? { errors } : {}),
  };
};

/** The handler of `server`'s socket actions, for `withSocketActions`. */
export const serveSocketActions = <S extends ActionServer>(server: S, actions: SocketActions<S>) => {
  const served = actions as Record<string, Action<unknown>>;
  const dispatch = async (event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> => {
    const { connectionId } = event.requestContext;
    const parsed = parseClientMessage(event.body);
    const action = 'error' in parsed ? undefined : parsed;
    const run = action && served[action.action];
    // Past its pace, a frame is refused before anything is read for it (socket-pace.ts).
    const paced = pacedOut(connectionId, action?.action);
    if (paced) {
      await postToConnection(connectionId, 'error', paced);
      return { statusCode: 200 };
    }
    try {
      // Inside the try: the store out of reach while the socket's session is looked up is said to the socket too.
      const found = await identifySocket(connectionId, action && run?.[READS]?.(action.data));
      if (!found) return { statusCode: 401 };
      await touchConnection(connectionId, found.who.lastSeenAt);
      if (!action) {
        await postToConnection(connectionId, 'error', { message: (parsed as { error: string }).error });
        return { statusCode: 200 };
      }
      if (!run) throw new Error(`${server} does not serve ${action.action}`);
      await run(found.who, action.data, found.ahead);
    } catch (error) {
      await postToConnection(connectionId, 'error', refusal(action?.action, (action?.data ?? {}) as object, error));
    }
    return { statusCode: 200 };
  };
  return middy<APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2, Error, Context>(dispatch).use(observe(server));
};

const isSocketMessage = (event: unknown): event is APIGatewayProxyWebsocketEventV2 =>
  (event as { requestContext?: { eventType?: unknown } })?.requestContext?.eventType === 'MESSAGE';

/** One function's handler for both its HTTP routes and its socket actions (the events say which they are). */
export const withSocketActions = <H extends (event: never, context: Context) => Promise<unknown>>(
  http: H,
  socket: ReturnType<typeof serveSocketActions>,
): H => {
  const handler = (event: unknown, context: Context) => (isSocketMessage(event) ? socket(event, context) : http(event as never, context));
  // What rides on the HTTP handler (the routes it serves, for the suites) rides on the combined one.
  return Object.assign(handler, http) as unknown as H;
};
