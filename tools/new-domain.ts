// `npm run new:domain -- <name> [--singular <one>]`: lays out a new domain from the template in
// tools/new-domain/template (an example domain in the shape of every domain: contract, payloads, handler, face, logic,
// store, SPA calls and integration test) and registers it where the build reads domains. docs/adding-a-domain.md
// walks through what it writes and what comes next.
//
// The domain starts with a list, a create and a show call, Superadmin only (spec §6's default) until its author picks
// its permissions. Nothing is written unless every file is new and every registry takes it.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDomain } from './new-domain/generate';
import { singularOf } from './new-domain/names';
import { DomainGeneratorError } from './new-domain/refusal';

const USAGE = 'Usage: npm run new:domain -- <name> [--singular <one>]   e.g. npm run new:domain -- lockers';

const main = async (args: string[]) => {
  const positional: string[] = [];
  let singular: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--singular') singular = args[++i];
    else if (args[i] === '--help' || args[i] === '-h') return console.log(USAGE);
    else positional.push(args[i]!);
  }
  if (positional.length !== 1 || (args.includes('--singular') && !singular)) throw new DomainGeneratorError(USAGE);
  const name = positional[0]!;
  const one = singular ?? singularOf(name);
  const { created, edited } = await generateDomain(name, { singular });
  const list = (paths: string[]) => paths.map((p) => `  ${p}`).join('\n');
  console.log(`Created:\n${list(created)}\nRegistered in:\n${list(edited)}\n`);
  console.log(
    [
      'Next (docs/adding-a-domain.md):',
      `  - choose the permissions of its calls in shared/api/${name}.ts (Superadmin only until then) and their holders in tests/authz/expected-access.ts;`,
      `  - shape the record: shared/schemas/${name}.ts, functions/${name}/${one}-store.ts, functions/${name}/${one}-admin.ts;`,
      `  - offer other domains what they need of it on its face, functions/${name}/${name}.ts;`,
      `  - check: npm run typecheck && npx eslint shared functions/${name} web/src/features/${name} tests/integration/${name}.test.ts`,
      `           npx vitest run tests/integration/${name}.test.ts tests/authz/route-matrix.test.ts && FUZZ_ONLY=${name} npx vitest run tests/fuzz/`,
    ].join('\n'),
  );
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof DomainGeneratorError ? error.message : error);
    process.exitCode = 1;
  });
}
