// The SPA on S3 + CloudFront: a private site bucket behind origin access control, security headers,
// /api/* forwarded to the HTTP API uncached (preflights answered and the viewer's address added at the edge), client-side routes served
// index.html, and the runtime config.json that tells the SPA where its APIs are.
import { join } from 'node:path';
import { DefaultStackSynthesizer, Duration } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { API_EDGE_CODE } from './api-edge';
import { acknowledge, nagReference, nagSubstitution } from './nag';
import { contentSecurityPolicy, FRAME_OPTION, HSTS, PERMISSIONS_POLICY, REFERRER_POLICY } from './security-headers';
import { SPA_FALLBACK_CODE } from './spa-fallback';

export interface WebProps {
  /** Folder of the built SPA (`dist/`): `index.html` and the hashed files under `assets/`. */
  siteAssetPath: string;
  /** Host of the HTTP API that serves /api/*. */
  apiDomainName: string;
  /** `wss://` URL of the WebSocket stage. */
  realtimeUrl: string;
  /** Host of presigned file URLs, which the browser uploads to and downloads from. */
  filesBucketHost: string;
  /** Receives the site bucket's and CloudFront's access logs. */
  accessLogs: IBucket;
  /** The college's host name for the portal and its ACM certificate (in us-east-1, as CloudFront requires). */
  customDomain?: { name: string; certificateArn: string };
}

// The CloudFront names of the values security-headers.ts chooses; a change there that CloudFront cannot express fails to compile.
const CLOUDFRONT_REFERRER_POLICY: Record<typeof REFERRER_POLICY, HeadersReferrerPolicy> = { 'no-referrer': HeadersReferrerPolicy.NO_REFERRER };
const CLOUDFRONT_FRAME_OPTION: Record<typeof FRAME_OPTION, HeadersFrameOption> = { DENY: HeadersFrameOption.DENY };

export class Web extends Construct {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  private readonly customHost: string | undefined;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL, // only CloudFront reads it, through origin access control
      encryption: BucketEncryption.S3_MANAGED, // readable by CloudFront's OAC without a KMS key policy
      enforceSSL: true, // refuse any request over plain HTTP
      serverAccessLogsBucket: props.accessLogs, // who read the bucket other than CloudFront
      serverAccessLogsPrefix: 'site/',
    });

    // The headers of security-headers.ts, which the local gateway sends too. `override`: the origin's own never win.
    const csp = contentSecurityPolicy({ filesOrigin: `https://${props.filesBucketHost}`, realtimeUrl: props.realtimeUrl });
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS.maxAgeSeconds),
          includeSubdomains: HSTS.includeSubdomains,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: CLOUDFRONT_FRAME_OPTION[FRAME_OPTION], override: true },
        referrerPolicy: { referrerPolicy: CLOUDFRONT_REFERRER_POLICY[REFERRER_POLICY], override: true },
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(SPA_FALLBACK_CODE),
      runtime: FunctionRuntime.JS_2_0, // the current CloudFront Functions runtime
    });
    const apiEdge = new CloudFrontFunction(this, 'ApiEdge', {
      code: FunctionCode.fromInline(API_EDGE_CODE),
      runtime: FunctionRuntime.JS_2_0, // the current CloudFront Functions runtime
    });

    const custom = props.customDomain;
    this.customHost = custom?.name;
    this.distribution = new Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
      ...(custom && {
        domainNames: [custom.name],
        certificate: Certificate.fromCertificateArn(this, 'Certificate', custom.certificateArn),
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021, // no TLS 1.0/1.1 for the college's own name
      }),
      httpVersion: HttpVersion.HTTP2_AND_3, // HTTP/3 helps students on phone networks
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS, // typed-in http:// links still land
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY, // a redirect would drop POST bodies
          allowedMethods: AllowedMethods.ALLOW_ALL, // the API takes PUT, PATCH, POST and DELETE
          cachePolicy: CachePolicy.CACHING_DISABLED, // answers depend on the caller's token
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER, // Authorization, query and body reach the API; Host must be the API's own
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [{ function: apiEdge, eventType: FunctionEventType.VIEWER_REQUEST }], // preflights get 204 and no CORS permission; the API learns the viewer's address
        },
      },
      enableLogging: true, // CloudFront standard access logs
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
    });
    acknowledge(this.distribution, 'CFR1', 'Students and agents enrol from overseas; no country may be excluded.');
    acknowledge(
      this.distribution,
      'CFR2',
      "AWS WAF's fixed monthly cost is out of proportion for a college portal; sign-in is rate limited by the API itself (429 after 5 failures).",
    );
    if (!custom) {
      acknowledge(
        this.distribution,
        'CFR4',
        'Without a custom domain the distribution uses the default *.cloudfront.net certificate, on which CloudFront fixes the viewer policy; TLSv1.2_2021 is set with the college domain and its certificate.',
      );
    }

    this.deploySite(props);
  }

  /** `https://` origin of the site: the college's host name when it has one. */
  get origin(): string {
    return `https://${this.customHost ?? this.distribution.distributionDomainName}`;
  }

  // Two uploads: hashed assets cached for a year, then the entry files (index.html, config.json) that
  // name them, never cached without revalidation. Neither prunes, so tabs still running the previous
  // build can fetch its assets.
  private deploySite(props: WebProps): void {
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(join(props.siteAssetPath, 'assets'))],
      destinationBucket: this.siteBucket,
      destinationKeyPrefix: 'assets/',
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')], // file names carry a content hash
      prune: false, // see above
      memoryLimit: 512, // unzipping the bundle with the 128 MB default is slow
    });
    const entry = new BucketDeployment(this, 'DeployEntry', {
      sources: [
        // .vite/ holds the build's manifest, which only the size test reads (tests/size).
        Source.asset(props.siteAssetPath, { exclude: ['assets', '.vite'] }),
        Source.jsonData('config.json', { apiUrl: '/api', wsUrl: props.realtimeUrl }),
      ],
      destinationBucket: this.siteBucket,
      cacheControl: [CacheControl.noCache()], // a new build shows on the next load
      prune: false, // see above
      memoryLimit: 512, // the same handler as the assets upload
      distribution: this.distribution,
      distributionPaths: ['/*'], // also drops edge copies of files served before this build
    });
    entry.node.addDependency(assets); // index.html must not name assets that are not there yet
    this.acknowledgeDeploymentHandler(assets);
  }

  // Both uploads run in the one Lambda function CDK's BucketDeployment shares across the stack.
  private acknowledgeDeploymentHandler(deployment: BucketDeployment): void {
    const handler = deployment.handlerRole.node.scope!;
    const reason = (what: string) => `CDK's BucketDeployment handler ${what}; it runs only while CloudFormation deploys the site.`;
    acknowledge(handler, 'L1', reason('picks its own Python runtime, which CDK upgrades'));
    acknowledge(
      handler,
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason('writes its logs through AWSLambdaBasicExecutionRole'),
    );
    const assetsBucketArn = `arn:<AWS::Partition>:s3:::${nagSubstitution(
      DefaultStackSynthesizer.DEFAULT_FILE_ASSETS_BUCKET_NAME.replace('${Qualifier}', DefaultStackSynthesizer.DEFAULT_QUALIFIER),
    )}`;
    for (const finding of [
      'Action::s3:GetBucket*',
      'Action::s3:GetObject*',
      'Action::s3:List*',
      'Action::s3:Abort*',
      'Action::s3:DeleteObject*',
      `Resource::${assetsBucketArn}/*`,
      `Resource::${nagReference(this.siteBucket, 'Arn')}/*`,
    ]) {
      acknowledge(
        handler,
        `IAM5[${finding}]`,
        reason("copies the built files from the CDK assets bucket into the site bucket with CDK's read/write grants"),
      );
    }
    acknowledge(handler, 'IAM5[Resource::*]', reason('invalidates the distribution it deployed to (CloudFront invalidations take no resource ARN)'));
  }
}
