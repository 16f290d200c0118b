// What the bench calls with: the API through the local gateway (JSON calls for setting up, timed calls over node:http
// with kept-alive sockets) and the raw DynamoDB calls beside them, through a client of its own built as
// functions/platform/clients.ts builds theirs.
import { Agent, request } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { itemsReadBy, STORE_CALLS_HEADER, STORE_ITEMS_HEADER } from '@functions/platform/store-calls';
import type { LocalCloud } from '../../infra/local/cloud';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { expectStatus, jsonCaller } from './chat-bench';
import type { College } from './college';
import type { Cost } from './store-recorder';
import type { Call } from './timing';

export const benchClients = async ({ url, env }: LocalCloud) => {
  const { quietSdkLogger } = await import('@functions/platform/clients');
  const dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: env.AWS_REGION,
      endpoint: env.DYNAMODB_ENDPOINT,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
      logger: quietSdkLogger,
    }),
  );

  const call = jsonCaller(url);
  const signIn = async (email: string) =>
    expectStatus(
      'POST /api/login',
      200,
      await call<{ access_token: string; user: { id: string } }>('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } }),
    );
  const demoEmail = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;

  // node:http with kept-alive sockets, the HTTP stack the SDK's baseline calls use too (fetch costs about
  // half a millisecond more per call here), so the difference is the API's own work.
  // A socket idle for 4 s is dropped here before the gateway drops it at 5 (node:http's keepAliveTimeout): otherwise a
  // call may go out on a socket the gateway is closing, and fail with ECONNRESET.
  const agent = new Agent({ keepAlive: true, maxSockets: 64, timeout: 4_000 });
  const port = Number(new URL(url).port);
  /** A timed API call with `bearer`'s session, answering its store calls and the items they read; a 4xx or 5xx answer fails it. */
  const apiAs =
    (bearer: string, method: string, path: string, body?: object): Call =>
    () =>
      new Promise<Cost>((resolve, reject) => {
        const headers = { 'content-type': 'application/json', authorization: `Bearer ${bearer}` };
        const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
          res.resume();
          const cost = { calls: Number(res.headers[STORE_CALLS_HEADER]), items: Number(res.headers[STORE_ITEMS_HEADER]) };
          res.on('end', () => (res.statusCode! < 400 ? resolve(cost) : reject(new Error(`${method} ${path}: HTTP ${res.statusCode}`))));
        });
        req.on('error', reject);
        req.end(body ? JSON.stringify(body) : undefined);
      });
  /** A public POST from a given loopback address; answers the status. */
  const postFrom = (from: string, path: string, body: object) =>
    new Promise<number>((resolve, reject) => {
      const headers = { 'content-type': 'application/json' };
      const req = request({ host: '127.0.0.1', port, method: 'POST', path, localAddress: from, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      });
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });

  // The raw calls answer what they cost as the API calls do: one call, and the items it read.
  const oneCall = (answer: unknown): Cost => ({ calls: 1, items: itemsReadBy(answer) });
  const getItem =
    (key: object): Call =>
    async () =>
      oneCall(await dynamo.send(new GetCommand({ TableName: env.TABLE_NAME, Key: key })));
  const query =
    (input: QueryCommandInput, limit: number): Call =>
    async () =>
      oneCall(await dynamo.send(new QueryCommand({ ...input, Limit: limit })));
  const batchGet =
    (keys: object[]): Call =>
    async () =>
      oneCall(await dynamo.send(new BatchGetCommand({ RequestItems: { [env.TABLE_NAME!]: { Keys: keys, ConsistentRead: true } } })));

  return { call, signIn, demoEmail, agent, apiAs, postFrom, getItem, query, batchGet, dynamo };
};

export type BenchClients = Awaited<ReturnType<typeof benchClients>>;

/** What every group of rows is given: the clients, the Superadmin's session and the generated college. */
export interface Bench {
  clients: BenchClients;
  /** The portal's origin. */
  url: string;
  superadmin: { token: string; id: string };
  /** A timed call as the Superadmin. */
  api: (method: string, path: string) => Call;
  /** The Superadmin's user item: the single reads' baseline. */
  userKey: object;
  /** The users screen's first page (web/src/features/users: 15 by name, ascending), and the Query of that page alone. */
  usersPage: { path: string; query: Call };
  college: College;
}

/** Student Support's session and role: its department's open tickets are listed, and a reply to one is heard. */
export interface Desk {
  token: string;
  id: string;
  roleId: string;
}
