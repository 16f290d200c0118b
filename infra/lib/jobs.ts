// Scheduled work: the `jobs` function, run every minute (its sweeps: docs/architecture.md, "Scheduled jobs").
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { PortalFunction } from './portal-function';

export class Jobs extends Construct {
  readonly handler: PortalFunction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.handler = new PortalFunction(this, 'Handler', { name: 'jobs' });
    new Rule(this, 'EveryMinute', {
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [
        new LambdaFunction(this.handler, {
          retryAttempts: 0, // the next run a minute later redoes the same work; retries would only pile up
        }),
      ],
    });
  }
}
