// What the sockets hear: a ticket reply's event at its assignee beside a bare WebSocket echo, and the live chat's
// rows (issue 11, measured by chat-bench.ts).
import { bareServer, benchChat, CHAT_MESSAGE, CHAT_PRESENCE, expectStatus, openSocket, type ChatBenchResult } from './chat-bench';
import type { Bench, Desk } from './bench-clients';
import { rowFigures } from './figures';
import { measured, TICKET_REPLY } from './selection';
import { passTurn } from './side-by-side';
import { costOf, leastRecorded, replay, type StoreCall, type StoreRecorder } from './store-recorder';
import type WebSocket from 'ws';
import { echoOn, nextMessage, printed, warmCost, type Row } from './timing';

// A reply is a whole write (ticket, message, audit, notification) and a push: fewer rounds, one client.
const REPLY_LEVELS = [{ rounds: 200, warmUp: 20 }] as const;

/**
 * Signs a staff member's socket out before it closes. A socket that only closes leaves its member marked online (going
 * offline 5 s later, on the jobs function's sweep), and whether the sweep has come by the time the presence row reads
 * the staff marked online would differ from one run, or one size, to the next.
 */
const signOutSocket = async (socket: WebSocket, userId: string) => {
  const { getPresence } = await import('@functions/chat/chat-store');
  socket.send(JSON.stringify({ action: 'user-logout' }));
  const deadline = Date.now() + 10_000;
  while ((await getPresence(userId))?.isOnline) {
    if (Date.now() > deadline) throw new Error("The ticket reply row's assignee is still online after signing out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  socket.close();
};

/**
 * A reply to a ticket assigned to Student Support, timed until its event reaches the assignee's open socket; beside its
 * baseline, timed the same way: the store calls the reply made before its event was heard (recorded from one reply
 * alone: the session's read, the ticket's, the message and the ticket written), replayed raw in the order they were
 * made, and then a bare WebSocket echo in this process (no gateway, no handler).
 */
export const ticketReplyRows = async ({ clients, url, superadmin }: Bench, support: Desk, recorder: StoreRecorder): Promise<Row[]> => {
  if (!measured(TICKET_REPLY)) return [];
  const { call, apiAs } = clients;
  const { token } = superadmin;
  const categories = await (await import('@functions/tickets/category-store')).allCategories();
  const category = categories.find((c) => c.departmentRoleId === support.roleId)!;
  const raised = await call<{ data: { id: string } }>('POST', '/api/tickets', {
    token,
    body: { subject: 'Bench reply ticket', category_id: category.id, message: 'Timing replies.' },
  });
  const ticketId = expectStatus('POST /api/tickets', 201, raised).data.id;
  await call('POST', `/api/tickets/${ticketId}/assign`, { token, body: { user_ids: [support.id] } });
  const assignee = await openSocket(`${url.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(support.token)}`);
  const reply = apiAs(token, 'POST', `/api/tickets/${ticketId}/messages`, { body: 'A timed reply.' });
  const echoServer = await bareServer(false);
  const echoClient = await openSocket(echoServer.url);
  const echo = echoOn([echoClient]);
  // Timed from sending the reply until its event arrives (the answer to the reply itself comes after).
  const untilHeard = async () => {
    const started = performance.now();
    const heard = nextMessage(assignee, (m) => m.event === 'ticket-status');
    const answered = reply(0);
    await heard;
    const took = performance.now() - started;
    await answered;
    return took;
  };
  const [{ rounds, warmUp }] = REPLY_LEVELS;
  for (let i = 0; i < warmUp; i++) await untilHeard();
  const cost = await warmCost(reply);
  const { calls: needed, cost: rawCost } = await leastRecorded(
    () => callsBeforeHeard(recorder, untilHeard),
    (recorded) => recorded.calls,
  );
  const store = replay(clients.dynamo, needed);
  const baseline = async () => {
    const started = performance.now();
    await store(unconditional);
    await echo(0);
    return performance.now() - started;
  };
  for (let i = 0; i < warmUp; i++) await baseline();
  const replyTimes: number[] = [];
  const baselineTimes: number[] = [];
  for (let round = 0; round < rounds; round++) {
    baselineTimes.push(await baseline());
    replyTimes.push(await untilHeard());
    await passTurn();
  }
  const row = printed({
    call: TICKET_REPLY,
    baseline: 'its raw store calls + a bare WebSocket echo',
    clients: 1,
    cost,
    rawCost,
    api: rowFigures(replyTimes),
    raw: rowFigures(baselineTimes),
  });
  await signOutSocket(assignee, support.id);
  echoClient.close();
  await echoServer.close();
  return [row];
};

/** The store calls one reply made before its event was heard (recorded alone), and what they cost. */
const callsBeforeHeard = async (recorder: StoreRecorder, untilHeard: () => Promise<number>) => {
  let heardAt = 0;
  const calls = await recorder.during(async () => {
    const started = performance.now();
    heardAt = started + (await untilHeard());
  });
  const needed = calls.filter((c) => c.started < heardAt);
  return { calls: needed, cost: costOf(needed) };
};

/**
 * A recorded write replayed without its conditions (a ticket's revision, a message id not yet taken), which the same
 * write made again would fail on: the same items written, every time.
 */
const unconditional = (call: StoreCall): Record<string, unknown> => {
  const plain = (input: Record<string, unknown>) => {
    const { ConditionExpression, ...rest } = input;
    if (!ConditionExpression) return input;
    // Names and values only the condition used would be refused as unused.
    return pruned(rest);
  };
  if (call.command !== 'TransactWriteItemsCommand') return plain(call.input);
  const items = call.input.TransactItems as Record<string, Record<string, unknown>>[];
  return {
    ...call.input,
    TransactItems: items.flatMap((item) => {
      if (item.ConditionCheck) return [];
      return [Object.fromEntries(Object.entries(item).map(([kind, write]) => [kind, plain(write)]))];
    }),
  };
};

/** An input without the expression names and values none of its remaining expressions use. */
const pruned = (input: Record<string, unknown>): Record<string, unknown> => {
  const expressions = Object.entries(input)
    .filter(([name, value]) => name.endsWith('Expression') && typeof value === 'string')
    .map(([, value]) => value as string)
    .join(' ');
  const used = (names: unknown) => {
    if (!names) return undefined;
    const isUsed = (name: string) => new RegExp(`${name.replace(/[^\w]/g, '\\$&')}(?!\\w)`).test(expressions);
    const kept = Object.fromEntries(Object.entries(names as Record<string, unknown>).filter(([name]) => isUsed(name)));
    return Object.keys(kept).length ? kept : undefined;
  };
  const { ExpressionAttributeNames, ExpressionAttributeValues, ...rest } = input;
  const names = used(ExpressionAttributeNames);
  const values = used(ExpressionAttributeValues);
  return { ...rest, ...(names ? { ExpressionAttributeNames: names } : {}), ...(values ? { ExpressionAttributeValues: values } : {}) };
};

/**
 * Issue 11: live chat. A guest's message to the staff socket of its chat, 100 rooms sending at once, beside a bare
 * echo at the same concurrency; a staff member's availability switch heard by 50 staff sockets, beside a bare
 * broadcast to as many. Answers the rows and the run's notes and samples, which the targets read.
 */
export const chatRows = async ({ url, superadmin, clients }: Bench, recorder: StoreRecorder): Promise<{ result: ChatBenchResult; rows: Row[] }> => {
  const chat = await benchChat({ url, superadminToken: superadmin.token, measured, store: { recorder, client: clients.dynamo } });
  const rows: Row[] = [];
  if (chat.message || chat.presence) console.log('');
  for (const line of chat.notes) console.log(`  ${line}`);
  if (chat.message) {
    const { api: apiTimes, raw: echoTimes, cost, rawCost } = chat.message;
    const baseline = 'its raw store write + a bare WebSocket echo, 100 at once';
    rows.push(printed({ call: CHAT_MESSAGE, baseline, clients: 100, cost, rawCost, api: rowFigures(apiTimes), raw: rowFigures(echoTimes) }));
  }
  if (chat.presence) {
    const { api: toggleTimes, raw: broadcastTimes, cost } = chat.presence;
    rows.push(
      printed({
        call: CHAT_PRESENCE,
        baseline: 'a bare broadcast to 50 sockets',
        clients: 50,
        cost,
        api: rowFigures(toggleTimes),
        raw: rowFigures(broadcastTimes),
      }),
    );
  }
  return { result: chat, rows };
};
