// AWS SDK clients, created once per container. In the local cloud the endpoints point at the emulators.
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config';
import { noteItemsRead, noteStoreCall } from './store-calls';

// The SDK's default logger discards what it is given, but the SDK first copies every request and answer
// through its redaction filter to give it: for a form item, a tenth of a request's own work. Without an
// `info` the SDK skips that; failures still reach our own logs as thrown errors.
export const quietSdkLogger = { debug: () => undefined, warn: () => undefined, error: () => undefined } as unknown as DynamoDBClientConfig['logger'];

export const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: config.region, endpoint: config.dynamoEndpoint, logger: quietSdkLogger }),
  {
    marshallOptions: { removeUndefinedValues: true },
  },
);
// The initialize step runs once per command, before any retry: one count per call the code makes, and the items read
// counted from its final answer.
dynamo.middlewareStack.add(
  (next) => async (args) => {
    noteStoreCall();
    const result = await next(args);
    noteItemsRead(result.output);
    return result;
  },
  { step: 'initialize', name: 'countStoreCalls' },
);

export const s3 = new S3Client({
  region: config.region,
  endpoint: config.s3Endpoint,
  // s3rver serves buckets by path and does not speak the SDK's default checksums.
  forcePathStyle: Boolean(config.s3Endpoint),
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

export const ses = new SESv2Client({ region: config.region, endpoint: config.sesEndpoint });
