// The one bucket that receives access logs: S3 server access logs of the other buckets and CloudFront's.
import { Duration } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from './nag';

export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL, // logs are read by operators through the console only
      encryption: BucketEncryption.S3_MANAGED, // log delivery cannot write into a KMS-encrypted bucket
      enforceSSL: true, // refuse plain-HTTP reads of the logs
      objectOwnership: ObjectOwnership.OBJECT_WRITER, // CloudFront standard logging delivers through object ACLs
      lifecycleRules: [{ expiration: Duration.days(90) }], // logs serve incident review, not an archive
    });
    acknowledge(this.bucket, 'S1', 'This is the access-log bucket itself; logging its own access into itself would loop.');
  }
}
