// The portal's records and files: the single DynamoDB table and the S3 bucket of uploads and PDFs.
import { Aws, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { STAGED_PREFIX } from '@shared/schemas/attachments';
import { TABLE_SCHEMA } from '@functions/platform/table-schema';
import { acknowledge, nagReference } from './nag';

export interface DataProps {
  /** Receives the files bucket's server access logs. */
  accessLogs: IBucket;
}

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

export class Data extends Construct {
  readonly table: Table;
  readonly filesBucket: Bucket;
  /**
   * Host name of the files bucket (`<bucket>.s3.<region>.amazonaws.com`), the host of presigned URLs.
   * Built from the bucket's chosen name rather than its attributes, so the site's CSP can name it while
   * the bucket's CORS rule names the site without a circular reference between the two.
   */
  readonly filesBucketHost: string;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: stringKey(TABLE_SCHEMA.partitionKey),
      sortKey: stringKey(TABLE_SCHEMA.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST, // load follows enrolment periods; nothing to provision for
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true }, // undo a bad write to student records
      timeToLiveAttribute: TABLE_SCHEMA.ttlAttribute, // sessions, one-time tokens and stale presence expire by themselves
      removalPolicy: RemovalPolicy.RETAIN, // deleting the stack must never delete student records
      deletionProtection: true, // nor may a slip in the console or an accidental replacement
    });
    for (const index of TABLE_SCHEMA.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        ...(index.include ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.include] } : {}),
      });
    }

    const stack = Stack.of(this);
    // Stack name first so that two stages in one account do not collide; account and region make it unique.
    const bucketName = `${stack.stackName.toLowerCase().slice(0, 24)}-files-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
    this.filesBucketHost = `${bucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;
    this.filesBucket = new Bucket(this, 'FilesBucket', {
      bucketName, // chosen, not generated: see filesBucketHost
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL, // every read and write goes through a short-lived presigned URL
      encryption: BucketEncryption.S3_MANAGED, // encrypted at rest without a KMS key to pay for and grant
      enforceSSL: true, // refuse any request over plain HTTP
      versioned: true, // an overwritten or deleted document can be restored
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90) }, // bound what old versions cost
        {
          id: 'staged-uploads',
          prefix: STAGED_PREFIX, // uploads nobody confirmed (functions/platform/attachments.ts)
          expiration: Duration.days(1), // a confirmation comes within minutes; after a day the upload was abandoned
          noncurrentVersionExpiration: Duration.days(1), // versioning keeps the bytes otherwise: let them go too
        },
      ],
      serverAccessLogsBucket: props.accessLogs, // who fetched which student document
      serverAccessLogsPrefix: 'files/',
      removalPolicy: RemovalPolicy.RETAIN, // uploaded forms and signatures outlive the stack
    });
  }

  /** Lets the SPA at `origin` PUT files and GET them with presigned URLs straight from the browser. */
  allowBrowserUploadsFrom(origin: string): void {
    this.filesBucket.addCorsRule({
      allowedOrigins: [origin],
      // PUT for uploads: presigned with the type, the exact length and `If-None-Match: *` signed, so S3 holds a ticket
      // to its key, type and size and takes it once (functions/platform/storage.ts).
      allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.HEAD],
      allowedHeaders: ['content-type', 'if-none-match'], // the signed headers a browser sets itself
      exposedHeaders: ['ETag'],
      maxAge: 3600, // one preflight per hour per browser, not one per upload
    });
  }

  /** Gives a function the table and the files bucket: their names in its environment and read/write access. */
  grantReadWrite(fn: LambdaFunction): void {
    fn.addEnvironment('TABLE_NAME', this.table.tableName);
    fn.addEnvironment('BUCKET_NAME', this.filesBucket.bucketName);
    this.table.grantReadWriteData(fn);
    // Object actions only, rather than grantReadWrite's wildcards: the functions read, write and delete
    // objects and sign URLs for those same actions; they never touch the bucket's configuration.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        resources: [this.filesBucket.arnForObjects('*')],
      }),
    );
    acknowledge(
      fn,
      `IAM5[Resource::${nagReference(this.table, 'Arn')}/index/*]`,
      'Read/write on the portal table includes querying its GSIs (gsi1..gsi4), whose ARNs end in /index/<name>.',
    );
    acknowledge(
      fn,
      `IAM5[Resource::${nagReference(this.filesBucket, 'Arn')}/*]`,
      'Object keys are created per record at run time (forms/{id}/...), so access is granted on the objects of this one bucket.',
    );
  }
}
