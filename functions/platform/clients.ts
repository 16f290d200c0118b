// AWS SDK clients, created once per container. In the local cloud the endpoints point at the emulators.
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { batchReader, type Credentials } from './batch-reader';
import { config } from './config';
import { countedCall } from './store-calls';

// The SDK's default logger discards what it is given, but the SDK first copies every request and answer
// through its redaction filter to give it: for a form item, a tenth of a request's own work. Without an
// `info` the SDK skips that; failures still reach our own logs as thrown errors.
export const quietSdkLogger = { debug: () => undefined, warn: () => undefined, error: () => undefined } as unknown as DynamoDBClientConfig['logger'];

// The initialize step runs once per command, before any retry: one count per call the code makes, and the items read
// counted from its final answer.
const countStoreCalls =
  <T extends { output: unknown }>(next: (args: { input: Record<string, unknown> }) => Promise<T>, context: { commandName?: string }) =>
  (args: { input: Record<string, unknown> }): Promise<T> =>
    countedCall(
      { command: context.commandName ?? '', input: args.input, marshalled: false },
      () => next(args),
      (result) => result.output,
    );
const storeEndpoint = { region: config.region, endpoint: config.dynamoEndpoint, logger: quietSdkLogger };

export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient(storeEndpoint), {
  marshallOptions: { removeUndefinedValues: true },
});
dynamo.middlewareStack.add(countStoreCalls as never, { step: 'initialize', name: 'countStoreCalls' });

// Every request's first read (its session, user and roles revision, with what the route reads ahead) goes out as one
// signed request of DynamoDB's protocol, without the SDK's middleware (batch-reader.ts), with the Document client's
// credentials.
const dynamoCredentials = (dynamo.config as unknown as { credentials: () => Promise<Credentials> }).credentials;
export const readBatch = batchReader({ region: config.region, endpoint: config.dynamoEndpoint, credentials: () => dynamoCredentials() });

export const s3 = new S3Client({
  region: config.region,
  endpoint: config.s3Endpoint,
  // s3rver serves buckets by path and does not speak the SDK's default checksums.
  forcePathStyle: Boolean(config.s3Endpoint),
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

export const ses = new SESv2Client({ region: config.region, endpoint: config.sesEndpoint });
