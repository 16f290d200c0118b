// One set of fake credentials for every emulator: s3rver verifies signatures against exactly these,
// and DynamoDB Local accepts only letters and digits, which these are.
export const EMULATOR_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
