// s3rver: the S3 stand-in, with the files bucket ready for presigned uploads from the portal's origin,
// whose POST policies it checks as S3 does (s3-post-uploads.ts).
import S3rver from 's3rver';
import { enforcePostPolicies } from './s3-post-uploads';

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/** The bucket's CORS rules: the portal's pages POST files and GET them through presigned URLs. */
const corsConfiguration = (origins: string[]): string => `<CORSConfiguration>
  <CORSRule>
    ${origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('\n    ')}
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** Starts s3rver on `port` with its objects under `directory`; (re)applies the bucket and its CORS rules on every start. */
export const startS3Local = async (port: number, directory: string, bucket: string, origins: string[]): Promise<S3Local> => {
  enforcePostPolicies();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [corsConfiguration(origins)] }],
  });
  const address = await server.run();
  return { endpoint: `http://localhost:${address.port}`, stop: () => server.close() };
};
