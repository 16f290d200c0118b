// Knowing when the portal is unwell (docs/decisions.md, "Operations"): CloudWatch alarms, each with its reason beside its threshold, sent
// to one SNS topic (an operator's e-mail subscribed at deploy); a CloudWatch dashboard of the same figures; and an
// AWS Budgets alarm on the month's cost. Thresholds are for a college of a few thousand students: a handful of
// failures in five minutes is already people who could not do what they came for.
import { Duration, Stack } from 'aws-cdk-lib';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  AlarmWidget,
  ComparisonOperator,
  Dashboard,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { HttpApi, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { acknowledge } from './nag';
import { pascalCase } from './pascal-case';

const FIVE_MINUTES = Duration.minutes(5);

/** Each alarm's threshold, exported for the infra tests (which state the expected values themselves). */
export const THRESHOLDS = {
  /** Per cent of API answers that are 5xx, in two of three 5-minute periods. */
  api5xxPercent: 1,
  /** API p99 latency in ms, three 5-minute periods running: pages are meant to answer well inside a second. */
  apiP99Ms: 2_000,
  /** Function errors (crashes, timeouts: a handled 500 is an answer, not an error) in 5 minutes. */
  functionErrors: 3,
  /** Throttled invocations of a function in 5 minutes: any means the account's concurrency ran out. */
  functionThrottles: 1,
  /** DynamoDB read and write throttle events in 5 minutes (on-demand tables throttle only at sudden peaks). */
  tableThrottles: 10,
  /** Jobs runs in 15 minutes below which the schedule is taken to have stopped (it runs every minute). */
  jobsRunsMin: 10,
  /** SES's own review starts at 5% bounces and 0.1% complaints; the alarm comes before. */
  sesBounceRate: 0.04,
  sesComplaintRate: 0.0008,
  /** WebSocket execution and integration errors in 5 minutes (a socket action or $connect that failed). */
  socketErrors: 10,
  /** Budget notifications: actual spend past this share of the budget, and forecast past all of it. */
  budgetActualPercent: 80,
  budgetForecastPercent: 100,
} as const;

export interface HealthProps {
  httpApi: HttpApi;
  webSocketApi: WebSocketApi;
  webSocketStage: WebSocketStage;
  /** Every function, by the name of its folder under functions/. */
  functions: ReadonlyMap<string, IFunction>;
  jobs: IFunction;
  table: Table;
  /** Who is told (`-c alarmEmail=ops@college.edu.au`); without it the topic has no subscriber yet. */
  alarmEmail?: string;
  /** The month's budget in US dollars (`-c monthlyBudgetUsd=50`). */
  monthlyBudgetUsd: number;
}

export class Health extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: HealthProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { displayName: 'College portal alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    acknowledge(
      this.topic,
      'SNS2',
      'Alarm messages carry metric names and thresholds, no personal data; CloudWatch and Budgets cannot publish to a topic under the AWS-managed SNS key.',
    );

    this.apiAlarms(props.httpApi);
    for (const [name, fn] of props.functions) this.functionAlarms(name, fn);
    this.tableAlarm(props.table);
    this.jobsAlarm(props.jobs);
    this.mailAlarms();
    this.socketAlarm(props.webSocketApi, props.webSocketStage);
    this.budget(props.monthlyBudgetUsd);

    const dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${Stack.of(this).stackName}-health` });
    // Two alarms a row: each widget shows its metric against its threshold.
    for (let i = 0; i < this.alarms.length; i += 2) {
      dashboard.addWidgets(...this.alarms.slice(i, i + 2).map((alarm) => new AlarmWidget({ alarm, title: alarm.node.id, width: 12 })));
    }
  }

  private alarm(id: string, reason: string, metric: IMetric, threshold: number, options: Partial<AlarmOptions> = {}): Alarm {
    const alarm = new Alarm(this, id, {
      alarmDescription: reason,
      metric,
      threshold,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      datapointsToAlarm: options.datapointsToAlarm,
      comparisonOperator: options.comparisonOperator ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: options.treatMissingData ?? TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
    return alarm;
  }

  private apiAlarms(api: HttpApi) {
    const rate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { errors: api.metricServerError({ period: FIVE_MINUTES }), requests: api.metricCount({ period: FIVE_MINUTES }) },
      label: 'API 5xx %',
      period: FIVE_MINUTES,
    });
    this.alarm('Api5xxRate', 'Answers of the API that are 5xx: the portal is failing people, not refusing them.', rate, THRESHOLDS.api5xxPercent, {
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });
    this.alarm(
      'ApiLatencyP99',
      'The slowest 1% of API answers: cold starts show here briefly; three periods running is a slow store or function.',
      api.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }),
      THRESHOLDS.apiP99Ms,
      { evaluationPeriods: 3 },
    );
  }

  private functionAlarms(name: string, fn: IFunction) {
    const id = pascalCase(name);
    this.alarm(
      `${id}Errors`,
      `The ${name} function crashed or timed out (handled failures answer 500 without counting here).`,
      fn.metricErrors({ period: FIVE_MINUTES }),
      THRESHOLDS.functionErrors,
    );
    this.alarm(
      `${id}Throttles`,
      `The ${name} function was refused a run: the account's concurrency is spent and requests are failing.`,
      fn.metricThrottles({ period: FIVE_MINUTES }),
      THRESHOLDS.functionThrottles,
    );
  }

  private tableAlarm(table: Table) {
    const throttles = new MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: new Metric({
          namespace: 'AWS/DynamoDB',
          metricName: 'ReadThrottleEvents',
          dimensionsMap: { TableName: table.tableName },
          period: FIVE_MINUTES,
          statistic: 'Sum',
        }),
        writes: new Metric({
          namespace: 'AWS/DynamoDB',
          metricName: 'WriteThrottleEvents',
          dimensionsMap: { TableName: table.tableName },
          period: FIVE_MINUTES,
          statistic: 'Sum',
        }),
      },
      label: 'Table throttle events',
      period: FIVE_MINUTES,
    });
    this.alarm('TableThrottles', 'The table refused reads or writes: calls answer 503 and people retry.', throttles, THRESHOLDS.tableThrottles);
  }

  private jobsAlarm(jobs: IFunction) {
    this.alarm(
      'JobsNotRunning',
      'The every-minute jobs stopped: reminders, held seats, stale sockets and the mail outbox are not being seen to.',
      jobs.metricInvocations({ period: Duration.minutes(15), statistic: 'Sum' }),
      THRESHOLDS.jobsRunsMin,
      { comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD, treatMissingData: TreatMissingData.BREACHING },
    );
  }

  private mailAlarms() {
    const reputation = (metricName: string) => new Metric({ namespace: 'AWS/SES', metricName, period: Duration.hours(1), statistic: 'Average' });
    this.alarm(
      'MailBounceRate',
      'Mail to addresses that do not exist: SES reviews the account at 5% and may stop it sending (no more links, no more receipts).',
      reputation('Reputation.BounceRate'),
      THRESHOLDS.sesBounceRate,
    );
    this.alarm(
      'MailComplaintRate',
      'Recipients marking portal mail as spam: SES reviews the account at 0.1%.',
      reputation('Reputation.ComplaintRate'),
      THRESHOLDS.sesComplaintRate,
    );
  }

  private socketAlarm(api: WebSocketApi, stage: WebSocketStage) {
    const errors = (metricName: string) =>
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: api.apiId, Stage: stage.stageName },
        period: FIVE_MINUTES,
        statistic: 'Sum',
      });
    this.alarm(
      'SocketErrors',
      'Socket connections or actions the functions failed: live chat and notifications stop reaching people.',
      new MathExpression({
        expression: 'execution + integration',
        usingMetrics: { execution: errors('ExecutionError'), integration: errors('IntegrationError') },
        label: 'WebSocket errors',
        period: FIVE_MINUTES,
      }),
      THRESHOLDS.socketErrors,
    );
  }

  private budget(monthlyUsd: number) {
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        resources: [this.topic.topicArn],
      }),
    );
    const subscribers = [{ subscriptionType: 'SNS', address: this.topic.topicArn }];
    new CfnBudget(this, 'MonthlyBudget', {
      budget: { budgetType: 'COST', timeUnit: 'MONTHLY', budgetLimit: { amount: monthlyUsd, unit: 'USD' } },
      notificationsWithSubscribers: [
        {
          notification: {
            notificationType: 'ACTUAL',
            comparisonOperator: 'GREATER_THAN',
            threshold: THRESHOLDS.budgetActualPercent,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
        {
          notification: {
            notificationType: 'FORECASTED',
            comparisonOperator: 'GREATER_THAN',
            threshold: THRESHOLDS.budgetForecastPercent,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
      ],
    });
  }
}

interface AlarmOptions {
  evaluationPeriods: number;
  datapointsToAlarm: number;
  comparisonOperator: ComparisonOperator;
  treatMissingData: TreatMissingData;
}
