// `npm run audit:counts`: recounts every kept count of the running local portal's store from its records and prints
// each that drifted (docs/runbook.md, "Kept counts"). `-- --repair` sets each drifted count to what its records make;
// `-- --table <TableName>` audits a stage on AWS (the operator's credentials, AWS_REGION). Exits 0 when nothing
// drifted, 1 when a count did (repaired or not), 2 when some could not be judged or the audit could not run.
import { parseArgs } from 'node:util';
import { auditCounts } from './audit';
import { exitCodeOf, reportLines } from './report';
import { storeSettings } from './store-settings';

const usage = 'Usage: npm run audit:counts [-- --repair] [-- --table <TableName>]   (--table: a stage on AWS, in AWS_REGION)';

/** A failure to reach the store, said as what to do about it. */
const explain = (error: unknown, where: string): string => {
  const { name = '', message = String(error), code = '' } = error instanceof Error ? (error as Error & { code?: string }) : {};
  if (code === 'ECONNREFUSED' || /ECONNREFUSED/.test(message)) {
    return `Nothing answers for ${where}: start the portal (npm start), or name its store with DYNAMODB_ENDPOINT and TABLE_NAME.`;
  }
  if (name === 'ResourceNotFoundException') return `There is no such table: ${where}.`;
  return message;
};

const main = async (): Promise<number> => {
  const { values } = parseArgs({ options: { repair: { type: 'boolean', default: false }, table: { type: 'string' } } });
  const settings = storeSettings(values.table, process.env);
  for (const name of settings.unset) delete process.env[name];
  Object.assign(process.env, settings.env);
  console.log(`Auditing the kept counts of ${settings.where}${values.repair ? ', repairing what drifted' : ''}…`);
  try {
    const audit = await auditCounts({ repair: values.repair });
    for (const line of reportLines(audit)) console.log(line);
    return exitCodeOf(audit);
  } catch (error) {
    console.error(explain(error, settings.where));
    return 2;
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(usage);
    process.exit(2);
  },
);
