// What the functions asked of the store during one request, recorded in this process (the local cloud runs the
// handlers here, on the same client): how many calls and items it cost, and the calls themselves, to replay raw
// as a baseline (a dashboard's reads, a chat message's write). Replayed in the order they were made: calls that were
// in flight together are replayed together.
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { itemsReadBy } from '@functions/platform/store-calls';

/** One store call: the SDK's command and its input (unmarshalled), when it ran, and the items it read. */
export interface StoreCall {
  command: string;
  input: Record<string, unknown>;
  started: number;
  ended: number;
  items: number;
}

/** What a request cost the store. */
export interface Cost {
  calls: number;
  items: number;
}

export const costOf = (calls: readonly StoreCall[]): Cost => ({ calls: calls.length, items: calls.reduce((n, c) => n + c.items, 0) });

/** Whether cost `a` is less than `b`: fewer store calls, or as many and fewer items. */
export const cheaper = (a: Cost, b: Cost | undefined): boolean => !b || a.calls < b.calls || (a.calls === b.calls && a.items < b.items);

/** Recordings a recorded cost is the least of. */
const RECORDINGS = 3;

/**
 * The recording, of a few of the same work, that cost the fewest calls, then items: a revision counter read at most once
 * a second (functions/platform/revision-memory.ts) falls on some requests and not others, and the rows of two sizes
 * of college must compare the steady cost, not which request that read fell on.
 */
export const leastRecorded = async <T>(record: () => Promise<T>, callsOf: (recorded: T) => readonly StoreCall[]): Promise<T> => {
  let least: { recorded: T; cost: Cost } | undefined;
  for (let i = 0; i < RECORDINGS; i++) {
    const recorded = await record();
    const cost = costOf(callsOf(recorded));
    if (cheaper(cost, least?.cost)) least = { recorded, cost };
  }
  return least!.recorded;
};

const DOCUMENT_COMMANDS: Record<string, new (input: never) => unknown> = {
  GetItemCommand: GetCommand,
  QueryCommand,
  ScanCommand,
  BatchGetItemCommand: BatchGetCommand,
  TransactGetItemsCommand: TransactGetCommand,
  PutItemCommand: PutCommand,
  UpdateItemCommand: UpdateCommand,
  DeleteItemCommand: DeleteCommand,
  BatchWriteItemCommand: BatchWriteCommand,
  TransactWriteItemsCommand: TransactWriteCommand,
};

export const READS = new Set(['GetItemCommand', 'QueryCommand', 'ScanCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand']);

/** A marshalled input (AttributeValues) as the Document client takes it: the session's batch (functions/platform/batch-reader.ts). */
const documentInput = (command: string, input: Record<string, unknown>): Record<string, unknown> => {
  if (command !== 'BatchGetItemCommand') throw new Error(`The bench cannot replay a ${command} given marshalled`);
  const requests = input.RequestItems as Record<string, { Keys: Record<string, AttributeValue>[] } & Record<string, unknown>>;
  const RequestItems = Object.fromEntries(
    Object.entries(requests).map(([table, asked]) => [table, { ...asked, Keys: asked.Keys.map((k) => unmarshall(k)) }]),
  );
  return { ...input, RequestItems };
};

/** Starts recording the functions' store calls on demand; `during` answers those made while its work ran alone. */
export const storeRecorder = async () => {
  const { watchStoreCalls } = await import('@functions/platform/store-calls');
  let recording: StoreCall[] | undefined;
  watchStoreCalls(({ command, input, marshalled }) => {
    const into = recording;
    if (!into) return undefined;
    const call: StoreCall = {
      command,
      input: structuredClone(marshalled ? documentInput(command, input) : input),
      started: performance.now(),
      ended: 0,
      items: 0,
    };
    into.push(call);
    return (output) => Object.assign(call, { ended: performance.now(), items: itemsReadBy(output) });
  });
  return {
    /** The store calls the functions made while `work` ran; nothing else may run meanwhile. */
    during: async (work: () => Promise<unknown>): Promise<StoreCall[]> => {
      const calls: StoreCall[] = [];
      recording = calls;
      try {
        await work();
      } finally {
        recording = undefined;
      }
      return calls;
    },
  };
};

export type StoreRecorder = Awaited<ReturnType<typeof storeRecorder>>;

/** The calls in waves: a call that started before every call of the wave so far had ended joins it. */
const wavesOf = (calls: readonly StoreCall[]): StoreCall[][] => {
  const waves: StoreCall[][] = [];
  let endOfWave = -Infinity;
  for (const call of [...calls].sort((a, b) => a.started - b.started)) {
    if (call.started < endOfWave) waves.at(-1)!.push(call);
    else waves.push([call]);
    endOfWave = Math.max(call.started < endOfWave ? endOfWave : -Infinity, call.ended);
  }
  return waves;
};

/** Replays recorded calls through `client` as they were made: each wave's calls at once, the waves in turn. */
export const replay =
  (client: DynamoDBDocumentClient, calls: readonly StoreCall[]) =>
  async (input: (call: StoreCall) => Record<string, unknown> = (call) => call.input): Promise<Cost> => {
    let items = 0;
    for (const wave of wavesOf(calls)) {
      const answers = await Promise.all(
        wave.map((call) => {
          const Command = DOCUMENT_COMMANDS[call.command];
          if (!Command) throw new Error(`the bench cannot replay ${call.command}`);
          return client.send(new Command(input(call) as never) as never);
        }),
      );
      items += answers.reduce((n, answer) => n + itemsReadBy(answer), 0);
    }
    return { calls: calls.length, items };
  };

/** A key as a string whatever the order of its attributes. */
const keyText = (key: unknown) => JSON.stringify(Object.entries(key as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The reads a request made, without its caller's session read (the session, the user, the roles' revision, which
 * every request reads and no baseline of a single read or a list holds either): whole calls, or what is left of a
 * batch that read them beside others.
 */
const dataReads = (calls: readonly StoreCall[], callerKeys: readonly object[]): StoreCall[] => {
  const skip = new Set(callerKeys.map(keyText));
  return calls.flatMap((call) => {
    if (!READS.has(call.command)) return [];
    if (call.command === 'GetItemCommand') return skip.has(keyText(call.input.Key)) ? [] : [call];
    if (call.command !== 'BatchGetItemCommand') return [call];
    const requests = call.input.RequestItems as Record<string, { Keys: object[] }>;
    const kept = Object.fromEntries(
      Object.entries(requests)
        .map(([table, request]) => [table, { ...request, Keys: request.Keys.filter((k) => !skip.has(keyText(k))) }] as const)
        .filter(([, request]) => request.Keys.length),
    );
    return Object.keys(kept).length ? [{ ...call, input: { ...call.input, RequestItems: kept } }] : [];
  });
};

/** The reads by their commands: "BatchGetItem, 3 Query". */
const readsNamed = (reads: readonly StoreCall[]) => {
  const counts = new Map<string, number>();
  for (const { command } of reads) counts.set(command.replace(/Command$/, ''), (counts.get(command.replace(/Command$/, '')) ?? 0) + 1);
  return [...counts].map(([command, n]) => (n === 1 ? command : `${n} ${command}`)).join(', ') || 'none';
};

/**
 * The raw reads one warm request of `request` makes, its caller's session read left out, recorded and ready to replay:
 * the baseline of a call that reads more than one item or page (a dashboard's counts and queries, a ticket beside its
 * conversation), named by its commands ("its reads raw: BatchGetItem, Query").
 */
export const recordedReads = async (
  recorder: StoreRecorder,
  client: DynamoDBDocumentClient,
  request: (client: number) => Promise<unknown>,
  caller: { token: string; id: string },
): Promise<{ name: string; call: () => Promise<Cost> }> => {
  const db = { ...(await import('@functions/platform/db')), ...(await import('@functions/platform/identity-records')) };
  const { hashToken } = await import('@functions/platform/secrets');
  await request(0);
  const calls = await recorder.during(() => request(0));
  const callerKeys = [
    db.keyOf(db.SessionEntity.get({ tokenHash: hashToken(caller.token) })),
    db.keyOf(db.UserEntity.get({ id: caller.id })),
    db.keyOf(db.RolesRevisionEntity.get({})),
  ];
  const reads = dataReads(calls, callerKeys);
  const raw = replay(client, reads);
  return { name: `its reads raw: ${readsNamed(reads)}`, call: () => raw() };
};
