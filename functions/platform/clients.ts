// AWS SDK clients, created once per container. In the local cloud the endpoints point at the emulators.
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config';
import { noteCallStarting, noteItemsRead, noteStoreCall } from './store-calls';

// The SDK's default logger discards what it is given, but the SDK first copies every request and answer
// through its redaction filter to give it: for a form item, a tenth of a request's own work. Without an
// `info` the SDK skips that; failures still reach our own logs as thrown errors.
export const quietSdkLogger = { debug: () => undefined, warn: () => undefined, error: () => undefined } as unknown as DynamoDBClientConfig['logger'];

// The initialize step runs once per command, before any retry: one count per call the code makes, and the items read
// counted from its final answer.
const countStoreCalls =
  (marshalled: boolean) =>
  <T extends { output: unknown }>(next: (args: { input: Record<string, unknown> }) => Promise<T>, context: { commandName?: string }) =>
  async (args: { input: Record<string, unknown> }): Promise<T> => {
    noteStoreCall();
    const ended = noteCallStarting({ command: context.commandName ?? '', input: args.input, marshalled });
    const result = await next(args);
    noteItemsRead(result.output);
    ended?.(result.output);
    return result;
  };
const storeEndpoint = { region: config.region, endpoint: config.dynamoEndpoint, logger: quietSdkLogger };

export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient(storeEndpoint), {
  marshallOptions: { removeUndefinedValues: true },
});
dynamo.middlewareStack.add(countStoreCalls(false) as never, { step: 'initialize', name: 'countStoreCalls' });

// Every request's first read (its session, user and roles revision, with what the route reads ahead) goes through the
// plain client, which resolves its middleware once per kind of command (cacheMiddleware) where the Document client
// builds its stack, and a second one of its own, on every call: about a tenth of the work of a request that reads one item.
export const keyReader = new DynamoDBClient({ ...storeEndpoint, cacheMiddleware: true });
keyReader.middlewareStack.add(countStoreCalls(true) as never, { step: 'initialize', name: 'countStoreCalls' });

export const s3 = new S3Client({
  region: config.region,
  endpoint: config.s3Endpoint,
  // s3rver serves buckets by path and does not speak the SDK's default checksums.
  forcePathStyle: Boolean(config.s3Endpoint),
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

export const ses = new SESv2Client({ region: config.region, endpoint: config.sesEndpoint });
