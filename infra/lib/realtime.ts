// Realtime: the WebSocket API ($connect, $disconnect, $default) served by the `ws` function, the client actions a
// domain's function serves (chat's), and the permission for any function to push events to connected browsers.
import { RemovalPolicy } from 'aws-cdk-lib';
import { CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { CfnStage, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { actionsServedBy, type ActionServer } from '@shared/realtime/event-catalogue';
import { accessLogsFor } from './api-access-logs';
import { acknowledge, nagReference } from './nag';
import { PortalFunction } from './portal-function';

/**
 * Frames a second the stage takes from all sockets together (steady, and in a burst of a second or two): a college's
 * busiest hour is a few hundred people with a socket each, most of them sending a ping every 30 s
 * (docs/decisions.md, "Live chat": the limits).
 */
export const STAGE_THROTTLE = { rateLimit: 500, burstLimit: 1000 } as const;
/** Typing and upload progress, which a page sends while a person types or a file goes: lower ceilings of their own. */
export const ROUTE_THROTTLES = {
  typing: { rateLimit: 100, burstLimit: 200 },
  'attachment-upload-progress': { rateLimit: 50, burstLimit: 100 },
  'chat.message': { rateLimit: 100, burstLimit: 200 },
} as const;

export class Realtime extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly handler: PortalFunction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.handler = new PortalFunction(this, 'Handler', { name: 'ws' });
    const integration = new WebSocketLambdaIntegration('Handler', this.handler);
    this.api = new WebSocketApi(this, 'Api', {
      connectRouteOptions: { integration },
      disconnectRouteOptions: { integration },
      defaultRouteOptions: { integration },
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: 'live',
      autoDeploy: true, // route changes reach the stage on deploy without a hand-made deployment
      accessLogSettings: accessLogsFor(this),
      // The whole stage's ceiling, behind each socket's own pace (functions/platform/socket-pace.ts, kept per function
      // instance): a flood spread over many sockets or instances stops here before it reaches the functions.
      throttle: STAGE_THROTTLE,
    });
    // The chattiest actions get lower ceilings of their own (API Gateway's route settings: a JSON property, spelt as CloudFormation spells it).
    (this.stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      Object.entries(ROUTE_THROTTLES).map(([route, limits]) => [
        route,
        { ThrottlingRateLimit: limits.rateLimit, ThrottlingBurstLimit: limits.burstLimit },
      ]),
    );
    this.stage.node.addDependency(this.allowApiGatewayLogging());
    acknowledge(
      this.api,
      'APIG4',
      'The $connect handler authenticates the session or guest token of the query string against the table and refuses the connection otherwise; $default and $disconnect only run on connections it accepted.',
    );
  }

  /**
   * Routes the client actions `server` serves to `fn` (the route selection expression is API Gateway's default,
   * `$request.body.action`): a chat message goes straight to the chat function, not through the ws function.
   */
  routeActions(server: ActionServer, fn: LambdaFunction): void {
    const integration = new WebSocketLambdaIntegration(`${server}-actions`, fn);
    for (const action of actionsServedBy(server)) {
      const route = this.api.addRoute(action, { integration });
      // A stage's route settings name routes that must exist when it deploys.
      this.stage.node.addDependency(route);
    }
  }

  /** The URL browsers open (`wss://…/live`). */
  get url(): string {
    return this.stage.url;
  }

  /** Lets a function push events to connections: the management endpoint in its environment and the grant. */
  grantPush(fn: LambdaFunction): void {
    fn.addEnvironment('WS_MANAGEMENT_ENDPOINT', this.stage.callbackUrl);
    this.stage.grantManagementApiAccess(fn);
    acknowledge(
      fn,
      `IAM5[Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:${nagReference(this.api)}/${this.stage.stageName}/*/@connections/*]`,
      'Connection ids are only known at run time; the grant is limited to the @connections endpoint of this one API and stage.',
    );
  }

  // WebSocket stages (unlike HTTP APIs) write their logs through the region's API Gateway account role.
  private allowApiGatewayLogging(): CfnAccount {
    const role = new Role(this, 'ApiGatewayLogsRole', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs')],
    });
    role.applyRemovalPolicy(RemovalPolicy.RETAIN); // the account setting outlives the stack; other APIs may log through it
    acknowledge(
      role,
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      'The AWS-maintained policy API Gateway documents for its logging role; it only writes CloudWatch logs.',
    );
    return new CfnAccount(this, 'ApiGatewayAccount', { cloudWatchRoleArn: role.roleArn });
  }
}
