// Which store `npm run audit:counts` audits, as the settings the functions read (functions/platform/config.ts): the
// running `npm start`'s DynamoDB Local, or with `--table` a stage on AWS with the operator's credentials and AWS_REGION.
// The local cloud publishes no address of its own: `npm start` takes DynamoDB Local's default port when it is free
// (infra/local/cloud.ts), as `npm run export` also assumes; DYNAMODB_ENDPOINT and TABLE_NAME name another.
import { EMULATOR_CREDENTIALS } from '../../infra/local/credentials';

const LOCAL_DYNAMODB = 'http://127.0.0.1:8000';
const LOCAL_TABLE = 'portal';

/** Settings the functions require that an audit never uses: it reads and writes only the table. */
const UNUSED = {
  BUCKET_NAME: 'not-used-by-the-audit',
  APP_URL: 'https://not-used-by-the-audit.invalid',
  MAIL_FROM: 'no-reply@example.edu.au',
  WS_MANAGEMENT_ENDPOINT: 'https://not-used-by-the-audit.invalid',
};

export interface StoreSettings {
  /** What to print: where the store is. */
  where: string;
  env: Record<string, string>;
  /** Variables to take out of the environment: an emulator's address on AWS, a developer's AWS session locally. */
  unset: string[];
}

/** The settings of the local store, or of a stage's table on AWS (`table`); `env` is the environment to start from. */
export const storeSettings = (table: string | undefined, env: NodeJS.ProcessEnv): StoreSettings => {
  // The SDK's notice of Node versions it will leave is no news of the audit's (the local cloud silences it too).
  const common = { ...UNUSED, LOG_LEVEL: 'silent', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
  if (table) {
    if (!env.AWS_REGION) throw new Error('Set AWS_REGION (and AWS credentials) to audit a stage on AWS.');
    return {
      where: `table ${table} in ${env.AWS_REGION}`,
      env: { ...common, TABLE_NAME: table, AWS_REGION: env.AWS_REGION },
      unset: ['DYNAMODB_ENDPOINT'],
    };
  }
  const endpoint = env.DYNAMODB_ENDPOINT || LOCAL_DYNAMODB;
  const tableName = env.TABLE_NAME || LOCAL_TABLE;
  return {
    where: `the local store at ${endpoint} (table ${tableName})`,
    env: {
      ...common,
      DYNAMODB_ENDPOINT: endpoint,
      TABLE_NAME: tableName,
      // DynamoDB Local serves one database whatever the credentials and region (-sharedDb); it asks for some.
      AWS_REGION: env.AWS_REGION || 'ap-southeast-2',
      AWS_ACCESS_KEY_ID: EMULATOR_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: EMULATOR_CREDENTIALS.secretAccessKey,
    },
    // A developer's real AWS session must never reach the emulator (nor AWS), as the local cloud itself ensures.
    unset: ['AWS_SESSION_TOKEN', 'AWS_PROFILE'],
  };
};
