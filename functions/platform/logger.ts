// The portal's logger: Powertools for AWS Lambda's Logger, created once per container. In Lambda every entry
// is one JSON object on one line, which CloudWatch Logs Insights queries by key; in the local cloud the same
// entries print as one short line each (LOG_FORMAT=json shows the JSON there too). Never log whole requests
// or secrets: the keys are chosen by the call site.
import { LogItem, Logger, LogLevelThreshold } from '@aws-lambda-powertools/logger';
import type { ConstructorOptions } from '@aws-lambda-powertools/logger/types';
import { config } from './config';

// Powertools' keys that a person following `npm start` does not need on every line (they are in the JSON).
const QUIET_KEYS = new Set([
  'level',
  'message',
  'timestamp',
  'service',
  'cold_start',
  'function_arn',
  'function_memory_size',
  'function_name',
  'function_request_id',
  'sampling_rate',
  'xray_trace_id',
  'tenant_id',
]);
// Shown first, under short names.
const SHORT_NAMES: Record<string, string> = { user_id: 'user', request_id: 'req', store_calls: 'store' };
// The keys the summary entry puts into its readable head instead of its tail.
const SUMMARY_KEYS = new Set(['route', 'status', 'duration_ms']);
const COLOURS: Record<string, string> = { WARN: '33', ERROR: '31', CRITICAL: '31' };

/** The invocation summary's message (observability.ts): its readable line starts with route, status and duration. */
export const SUMMARY_MESSAGE = 'invocation';

const text = (value: unknown): string => {
  if (typeof value === 'string') return /[\s"=]/.test(value) || value === '' ? JSON.stringify(value) : value;
  if (value instanceof Error) return JSON.stringify(value.message);
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
};

/** The stack of an Error, or of an error Powertools has already turned into `{ name, message, stack }`. */
const stackOf = (value: unknown): string | undefined => {
  const stack = (value as { stack?: unknown } | undefined)?.stack;
  if (typeof stack === 'string') return stack;
  return Array.isArray(stack) ? stack.join('\n') : undefined;
};

const clock = (timestamp: unknown): string => {
  const date = typeof timestamp === 'string' ? new Date(timestamp) : new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, '0')}`;
};

/**
 * One entry as a line a person reads: `12:00:01.234 INFO  POST /api/get-user 200 3.1ms user=… req=… store=2`,
 * any error's stack indented below it.
 */
export const readableLine = (attributes: Record<string, unknown>, colour = false): string => {
  const level = String(attributes.level ?? 'INFO');
  const isSummary = attributes.message === SUMMARY_MESSAGE;
  const head = isSummary
    ? [attributes.route, attributes.status, `${String(attributes.duration_ms)}ms`].filter((part) => part !== undefined).join(' ')
    : String(attributes.message ?? '');
  const fields: string[] = [];
  const stacks: string[] = [];
  const first = Object.keys(SHORT_NAMES);
  const keys = [...first.filter((key) => key in attributes), ...Object.keys(attributes).filter((key) => !(key in SHORT_NAMES))];
  for (const key of keys) {
    const value = attributes[key];
    if (value === undefined || QUIET_KEYS.has(key) || (isSummary && SUMMARY_KEYS.has(key))) continue;
    const name = SHORT_NAMES[key] ?? key;
    // Request ids are UUIDs: the first eight characters tell the lines of one request apart.
    fields.push(`${name}=${key === 'request_id' ? String(value).slice(0, 8) : text(value)}`);
    const stack = stackOf(value);
    if (stack) stacks.push(stack.replace(/^/gm, '    '));
  }
  const tag = level.padEnd(5);
  const shownLevel = colour && COLOURS[level] ? `\u001b[${COLOURS[level]}m${tag}\u001b[0m` : tag;
  return [[clock(attributes.timestamp), shownLevel, head, ...fields].filter(Boolean).join(' '), ...stacks].join('\n');
};

/** Powertools' Logger, printing readable lines instead of JSON. */
class ReadableLogger extends Logger {
  protected override printLog(logLevel: number, log: LogItem): void {
    log.prepareForPrint();
    const stream = logLevel >= LogLevelThreshold.WARN ? process.stderr : process.stdout;
    stream.write(`${readableLine(log.getAttributes(), Boolean(stream.isTTY))}\n`);
  }

  protected override createLogger(options?: ConstructorOptions): Logger {
    return new ReadableLogger(options);
  }
}

const options: ConstructorOptions = { serviceName: 'portal', logLevel: config.logLevel };

/** The one logger of every function: `logger.info(message, { key: value })`, `logger.error(message, { error })`. */
export const logger: Logger = config.logFormat === 'pretty' ? new ReadableLogger(options) : new Logger(options);
