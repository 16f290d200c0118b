// Access logs of an API Gateway stage (HTTP or WebSocket): who called which route, with which status.
import { LogGroupLogDestination, type IAccessLogSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/** A log group of the stage's own, in API Gateway's default access-log format for that kind of API. */
export const accessLogsFor = (scope: Construct): IAccessLogSettings => ({
  destination: new LogGroupLogDestination(new LogGroup(scope, 'AccessLogs')),
});
