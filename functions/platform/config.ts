// Settings from the environment, validated once per container (at cold start): a function that lacks one
// fails its first invocation with a message naming the variable, instead of talking to a guessed table.
// The same names are set by the CDK stack (AWS endpoints) and by the local cloud (emulator endpoints).
import * as z from 'zod';

const required = (what: string) =>
  z
    .string({ error: `is required: ${what}` })
    .trim()
    .min(1, `is empty: ${what}`);
const url = (what: string) => z.url({ error: `must be a URL: ${what}` });
const optionalUrl = (what: string) => z.preprocess((v) => (v === '' ? undefined : v), url(what).optional());

/** The environment a function reads, by variable name. */
export const ConfigEnv = z.object({
  AWS_REGION: required('the AWS region (Lambda sets it; the local cloud uses ap-southeast-2)'),
  TABLE_NAME: required('the DynamoDB table of the portal'),
  BUCKET_NAME: required('the S3 bucket of uploaded files'),
  APP_URL: url('the public origin of the portal, used in the links mails carry'),
  MAIL_FROM: z.email({ error: 'must be an e-mail address: the sender of the portal’s mail' }),
  WS_MANAGEMENT_ENDPOINT: url('the API Gateway management endpoint that pushes websocket events'),
  /** The function that renders PDFs, set for the functions that hand it background work (functions/platform/background.ts). */
  PDF_FUNCTION_NAME: z.string().trim().min(1).optional(),
  /** Set only in the local cloud: the emulators' endpoints. */
  DYNAMODB_ENDPOINT: optionalUrl('the DynamoDB endpoint'),
  S3_ENDPOINT: optionalUrl('the S3 endpoint'),
  SES_ENDPOINT: optionalUrl('the SES endpoint'),
  LAMBDA_ENDPOINT: optionalUrl('the Lambda endpoint'),
  /** Set on AWS: the request header that carries the viewer's address (the TCP peer is a CloudFront edge). */
  VIEWER_ADDRESS_HEADER: z.string().trim().toLowerCase().min(1).optional(),
  /** `silent` in tests and the bench. */
  LOG_LEVEL: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(
      z.enum(['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL', 'SILENT'], {
        error: 'must be one of trace, debug, info, warn, error, critical, silent',
      }),
    )
    .default('INFO'),
  /** `json` (one JSON object a line, for CloudWatch) or `pretty` (a short readable line). Default: json in Lambda, pretty elsewhere. */
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  /**
   * `1` in the suites' and the bench's local clouds only: each answer then carries its store calls (x-store-calls).
   * Never on AWS, nor under `npm start`, where a count that differs between two answers would tell an outsider more
   * than the answers do (a known e-mail from an unknown one, say).
   */
  REPORT_STORE_CALLS: z.enum(['1', '0']).optional(),
  /**
   * `1` in the suites' local clouds only: new passwords are hashed at a sixteenth of the work (secrets.ts), as Devise's
   * and Django's test settings do, since the suites create and sign in hundreds of throwaway accounts. Ignored on
   * AWS; `npm start` and the bench hash as the portal does.
   */
  QUICK_PASSWORD_HASHES: z.enum(['1', '0']).optional(),
  /** Set by the Lambda service in every function: tells AWS from the local cloud. */
  AWS_LAMBDA_FUNCTION_NAME: z.string().optional(),
});

/** Reads and checks the settings; throws one error that names every missing or malformed variable. */
export const parseConfig = (env: Record<string, string | undefined>) => {
  const result = ConfigEnv.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`);
    throw new Error(`The function's environment is incomplete:\n${problems.join('\n')}`);
  }
  const e = result.data;
  const onAws = Boolean(e.AWS_LAMBDA_FUNCTION_NAME);
  return {
    region: e.AWS_REGION,
    tableName: e.TABLE_NAME,
    bucketName: e.BUCKET_NAME,
    dynamoEndpoint: e.DYNAMODB_ENDPOINT,
    s3Endpoint: e.S3_ENDPOINT,
    sesEndpoint: e.SES_ENDPOINT,
    lambdaEndpoint: e.LAMBDA_ENDPOINT,
    pdfFunctionName: e.PDF_FUNCTION_NAME,
    appUrl: e.APP_URL,
    mailFrom: e.MAIL_FROM,
    viewerAddressHeader: e.VIEWER_ADDRESS_HEADER,
    wsEndpoint: e.WS_MANAGEMENT_ENDPOINT,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (onAws ? 'json' : 'pretty'),
    /** True in Lambda: metrics go out as CloudWatch embedded metric format only there. */
    onAws,
    reportStoreCalls: !onAws && e.REPORT_STORE_CALLS === '1',
    quickPasswordHashes: !onAws && e.QUICK_PASSWORD_HASHES === '1',
  };
};

export type Config = ReturnType<typeof parseConfig>;

export const config: Config = parseConfig(process.env);
