// What every invocation of every function records, as one middy middleware list: Powertools' Lambda context
// on each log entry of the invocation; one summary entry when it ends (route, request id, user, status,
// duration, store calls; the error and its stack when it failed); and on AWS a CloudWatch metric per request, by
// function and status class, in the embedded metric format (no API call: CloudWatch reads it from the log). Each distinct set of
// dimensions is a metric billed by the month ($0.30): by route it would be hundreds (docs/cost.md), so the route
// and the duration ride along as properties of the same entry, which Logs Insights reads per route when needed.
import type { MiddlewareObj, Request } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { config } from './config';
import { logger, SUMMARY_MESSAGE } from './logger';
import { startCountingStoreCalls, STORE_CALLS_HEADER, STORE_ITEMS_HEADER, type StoreCallCounter } from './store-calls';

const METRICS_NAMESPACE = 'Portal';

/** Puts the signed-in caller on every entry the rest of this invocation logs, its summary included. */
export const noteCaller = (userId: string): void => {
  logger.appendKeys({ user_id: userId });
};

interface RoutedEvent {
  /** HTTP API. */
  routeKey?: string;
  /** HTTP and WebSocket APIs. */
  requestContext?: { routeKey?: string; requestId?: string };
  /** EventBridge. */
  id?: string;
}

const routeOf = (event: RoutedEvent | undefined, name: string): string => event?.routeKey ?? event?.requestContext?.routeKey ?? name;

const requestIdOf = (event: RoutedEvent | undefined): string | undefined => event?.requestContext?.requestId ?? event?.id;

const statusOf = (response: unknown): number | undefined => {
  const status = (response as { statusCode?: unknown } | null | undefined)?.statusCode;
  return typeof status === 'number' ? status : undefined;
};

/** Puts the counts on an HTTP answer in the suites' and the bench's local clouds (config.reportStoreCalls). */
const reportStoreCalls = (response: unknown, { calls, items }: StoreCallCounter) => {
  if (!config.reportStoreCalls || statusOf(response) === undefined) return;
  const answer = response as { headers?: Record<string, string | number | boolean> };
  answer.headers = { ...answer.headers, [STORE_CALLS_HEADER]: String(calls), [STORE_ITEMS_HEADER]: String(items) };
};

/** Logs the summary entry and counts the request; the keys it reads were set in `before`. */
const summarize = (name: string, metrics: Metrics | undefined) => {
  const started = new WeakMap<Request, number>();
  const storeCalls = new WeakMap<Request, StoreCallCounter>();
  const finish = (request: Request, error?: unknown) => {
    const status = statusOf(request.response);
    const durationMs = Math.round((performance.now() - (started.get(request) ?? performance.now())) * 10) / 10;
    const counted = storeCalls.get(request) ?? { calls: 0, items: 0 };
    const { calls } = counted;
    const failed = error !== undefined || (status ?? 0) >= 500;
    (failed ? logger.error : logger.info).call(logger, SUMMARY_MESSAGE, {
      status,
      duration_ms: durationMs,
      store_calls: calls,
      ...(error === undefined ? {} : { error }),
    });
    reportStoreCalls(request.response, counted);
    if (!metrics) return;
    metrics.addDimensions({ status_class: status ? `${Math.floor(status / 100)}xx` : 'error' });
    metrics.addMetadata('route', routeOf(request.event as RoutedEvent, name));
    metrics.addMetadata('duration_ms', String(durationMs));
    metrics.addMetric('requests', MetricUnit.Count, 1);
  };
  const middleware: MiddlewareObj = {
    before: (request) => {
      started.set(request, performance.now());
      storeCalls.set(request, startCountingStoreCalls());
      const event = request.event as RoutedEvent | undefined;
      logger.appendKeys({ route: routeOf(event, name), request_id: requestIdOf(event) });
    },
    after: (request) => finish(request),
    onError: (request) => finish(request, request.error),
  };
  return middleware;
};

/**
 * The observability middlewares of the function `name` (a domain, `ws` or `jobs`): `middy(handler).use(observe('auth'))`.
 * Their order matters: middy runs `after` hooks in reverse, so the summary is logged and counted before
 * the metrics are published and before the invocation's log keys are cleared.
 */
export const observe = (name: string, { metrics = config.onAws }: { metrics?: boolean } = {}): MiddlewareObj[] => {
  const emf = metrics ? new Metrics({ namespace: METRICS_NAMESPACE, serviceName: name }) : undefined;
  return [
    injectLambdaContext(logger, { resetKeys: true }),
    // No cold-start metric: Lambda's own REPORT line has the init duration, at no metric's cost.
    ...(emf ? [logMetrics(emf)] : []),
    summarize(name, emf),
  ];
};
