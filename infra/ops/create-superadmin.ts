// `npm run create-superadmin -- --name "Ada Lovelace" --email ada@college.edu.au --table <TableName> --site <SiteUrl>`:
// the first Superadmin of a stage just deployed (first-superadmin.ts), with the operator's AWS credentials (the
// region from AWS_REGION). TableName and SiteUrl are what `npm run deploy` printed. Prints the one-time link to set
// the password (60 minutes). A lost link: the Superadmin asks for a new one with "Forgot password" once SES sends
// mail, or the operator follows docs/runbook.md "The first Superadmin" to start the empty stage again.
import { parseArgs } from 'node:util';
import { Email, PersonName } from '@shared/schemas/auth';

const usage =
  'Usage: npm run create-superadmin -- --name "<full name>" --email <address> --table <TableName> --site <SiteUrl>   (AWS_REGION and AWS credentials from the environment)';

const main = async (): Promise<void> => {
  const { values } = parseArgs({
    options: { name: { type: 'string' }, email: { type: 'string' }, table: { type: 'string' }, site: { type: 'string' } },
  });
  const name = PersonName.safeParse(values.name);
  const email = Email.safeParse(values.email);
  if (!name.success || !email.success || !values.table || !values.site || !process.env.AWS_REGION) throw new Error(usage);
  Object.assign(process.env, {
    TABLE_NAME: values.table,
    APP_URL: values.site,
    // Required by the functions' settings, never used by this script: it writes only records of the table.
    BUCKET_NAME: process.env.BUCKET_NAME ?? 'not-used-by-this-script',
    MAIL_FROM: process.env.MAIL_FROM ?? 'no-reply@example.edu.au',
    WS_MANAGEMENT_ENDPOINT: process.env.WS_MANAGEMENT_ENDPOINT ?? 'https://not-used-by-this-script.invalid',
    LOG_LEVEL: 'silent',
  });
  // Imported once the settings are in place: the functions' modules read them at import.
  const { createFirstSuperadmin } = await import('./first-superadmin');
  const made = await createFirstSuperadmin({ name: name.data, email: email.data });
  console.log(
    [
      made.rolesCreated.length ? `Created the shipped roles: ${made.rolesCreated.join(', ')}.` : 'The shipped roles were there.',
      `Created the Superadmin ${email.data} (${made.userId}).`,
      'Open this link within 60 minutes to set the password (it works once; it is not shown again):',
      `  ${made.link}`,
    ].join('\n'),
  );
};

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
