// AWS SDK clients, created once per container. In the local cloud the endpoints point at the emulators.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config';

export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ region: config.region, endpoint: config.dynamoEndpoint }), {
  marshallOptions: { removeUndefinedValues: true },
});

export const s3 = new S3Client({
  region: config.region,
  endpoint: config.s3Endpoint,
  // s3rver serves buckets by path and does not speak the SDK's default checksums.
  forcePathStyle: Boolean(config.s3Endpoint),
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

export const ses = new SESv2Client({ region: config.region, endpoint: config.sesEndpoint });
