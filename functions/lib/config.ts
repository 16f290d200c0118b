// Settings from the environment, read once per container. The same names are set by the CDK stack
// (AWS endpoints) and by the local cloud (emulator endpoints).

const env = (name: string, fallback?: string): string => {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`Missing environment variable ${name}`);
  return value;
};

export const config = {
  region: env('AWS_REGION', 'ap-southeast-2'),
  tableName: env('TABLE_NAME', 'portal'),
  bucketName: env('BUCKET_NAME', 'portal-files'),
  /** Set only in the local cloud: the emulators' endpoints. */
  dynamoEndpoint: process.env.DYNAMODB_ENDPOINT,
  s3Endpoint: process.env.S3_ENDPOINT,
  sesEndpoint: process.env.SES_ENDPOINT,
  /** Public origin of the portal, used in the links that mails carry. */
  appUrl: env('APP_URL', 'http://localhost:3000'),
  mailFrom: env('MAIL_FROM', 'no-reply@example.edu.au'),
  /** Set on AWS: the request header that carries the viewer's address (the TCP peer is a CloudFront edge). */
  viewerAddressHeader: process.env.VIEWER_ADDRESS_HEADER?.toLowerCase(),
  /** The API Gateway management endpoint used to push websocket events. */
  wsEndpoint: process.env.WS_MANAGEMENT_ENDPOINT,
};
