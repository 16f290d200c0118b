// One function's cold start, as near as this machine shows it: run by function-starts.ts in a fresh `node` (plain
// JavaScript, so no TypeScript loader stands between), it imports the function's deploy bundle and invokes its
// handler once with the event given (none: the import alone), then prints the milliseconds of each as JSON.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

/** The answer, as the last line of the output: the bundle may print lines of its own. */
const answer = (figures) => process.stdout.write(`${JSON.stringify(figures)}\n`);

const [bundle, name, eventJson] = process.argv.slice(2);
const event = eventJson ? JSON.parse(eventJson) : undefined;

const started = performance.now();
const { handler } = await import(pathToFileURL(bundle).href);
const importMs = performance.now() - started;
if (event === undefined) {
  answer({ importMs });
  process.exit(0);
}
// What Powertools' logger reads of the Lambda context, as the local cloud passes it.
const context = {
  functionName: `portal-${name}`,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:portal-${name}`,
  memoryLimitInMB: '1024',
  awsRequestId: randomUUID(),
  callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => 30_000,
};
const invoked = performance.now();
try {
  const result = await handler(event, context);
  const firstRequestMs = performance.now() - invoked;
  const status = result?.statusCode ?? 200;
  answer({ importMs, firstRequestMs, status, ...(status >= 400 ? { error: `HTTP ${status} ${String(result.body).slice(0, 200)}` } : {}) });
} catch (error) {
  answer({ importMs, error: String(error?.message ?? error).slice(0, 200) });
}
// The SDK's kept-alive sockets would hold the process open.
process.exit(0);
