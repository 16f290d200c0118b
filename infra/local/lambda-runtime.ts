// Runs the Lambda handlers in this process: imports `functions/<domain>/handler.ts` once, then calls
// `handler(event, context)` with a Lambda-like context and the timeout API Gateway would impose.
import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { handlerFile } from './paths';

export type LambdaHandler = (event: unknown, context: Context) => unknown;

/** The invocation outlived its timeout; API Gateway answers 503 then. */
export class InvocationTimeoutError extends Error {}

const loaded = new Map<string, Promise<LambdaHandler>>();

let bundlesDir: string | undefined;

/** Invoke each function's deploy bundle, `<dir>/<function>/index.mjs`, instead of its source (undefined: the sources). */
export const runBundlesFrom = (dir: string | undefined): void => {
  bundlesDir = dir;
  loaded.clear();
};

const entryOf = (domain: string): string => (bundlesDir ? join(bundlesDir, domain, 'index.mjs') : handlerFile(domain));

/** True when `functions/<domain>/handler.ts` exists; domains are built one after another, so some may not yet. */
export const hasHandler = (domain: string): boolean => existsSync(entryOf(domain));

/** The `handler` export of `functions/<domain>/handler.ts` (or its bundle), imported once per process like a warm container. */
export const loadHandler = (domain: string): Promise<LambdaHandler> => {
  let handler = loaded.get(domain);
  if (!handler) {
    const file = entryOf(domain);
    handler = import(pathToFileURL(file).href).then((module: { handler?: unknown }) => {
      if (typeof module.handler !== 'function') throw new Error(`${file} does not export a function named handler`);
      return module.handler as LambdaHandler;
    });
    // Only a module that loaded is kept: after a failure, the next call tries again.
    handler.catch(() => loaded.delete(domain));
    loaded.set(domain, handler);
  }
  return handler;
};

/**
 * This process runs invocations of every function concurrently, which Lambda does only in an environment
 * that allows several at once (AWS_LAMBDA_MAX_CONCURRENCY, Lambda Managed Instances). The runtime there
 * keeps each invocation's state in an AsyncLocalStorage, the InvokeStore, where Powertools keeps the log
 * keys and metrics of the invocation; doing the same here keeps one request's keys off another's lines.
 */
let invokeStore: Promise<InvokeStoreBase> | undefined;
const invocationScope = (): Promise<InvokeStoreBase> => {
  process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '1000';
  return (invokeStore ??= InvokeStore.getInstanceAsync(true));
};

const notSupported = (): never => {
  throw new Error('Callback-style Lambda handlers are not supported; return a promise');
};

const lambdaContext = (functionName: string, requestId: string, deadline: number): Context => ({
  callbackWaitsForEmptyEventLoop: true,
  functionName,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
  memoryLimitInMB: '1024',
  awsRequestId: requestId,
  logGroupName: `/aws/lambda/${functionName}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  done: notSupported,
  fail: notSupported,
  succeed: notSupported,
});

/** Invokes a domain's handler with `event`; rejects with InvocationTimeoutError after `timeoutMs`. */
export const invoke = async (domain: string, event: unknown, timeoutMs: number, requestId: string = randomUUID()): Promise<unknown> => {
  const handler = await loadHandler(domain);
  const scope = await invocationScope();
  const context = lambdaContext(`portal-${domain}`, requestId, Date.now() + timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new InvocationTimeoutError(`${domain} handler timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const run = () => handler(event, context);
    return await Promise.race([Promise.resolve().then(() => scope.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: requestId }, run)), timeout]);
  } finally {
    clearTimeout(timer);
  }
};
