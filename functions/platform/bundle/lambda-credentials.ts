// `@aws-sdk/credential-provider-node` as every deployed function's bundle sees it (infra/lib/portal-function.ts
// aliases it here). The SDK's default chain also tries profiles, SSO, web identity, container and instance
// metadata, and bundles the STS and SSO clients for them: about 100 KB of each bundle that a Lambda function
// never runs, because Lambda hands the function its role's credentials in these environment variables, valid
// for the life of the execution environment. The local cloud runs the handlers from source, with the SDK's chain.
interface LambdaCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export const defaultProvider = () => async (): Promise<LambdaCredentials> => {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('No AWS credentials in the environment: the bundled functions run only on Lambda, which sets them');
  }
  return { accessKeyId, secretAccessKey, ...(sessionToken && { sessionToken }) };
};
