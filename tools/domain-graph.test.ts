// The domains' dependencies form no cycle: where two domains need each other, one of them offers a registration point
// and the other's entry point fills it (docs/architecture.md, "Dependency inversions"). A domain's own modules are
// counted; its entry point (handler.ts), which composes domains, is not. The lint fences (eslint.config.js) keep the
// rest: a domain is reached only through its face, and the platform imports no domain.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const FUNCTIONS = join(import.meta.dirname, '..', 'functions');
const ENTRY_POINT = 'handler.ts';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

const domains = readdirSync(FUNCTIONS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'platform')
  .map((entry) => entry.name);

/** Each domain's dependencies on other domains, from the imports of its modules (tests and its entry point left out). */
const dependencies = (): Map<string, Set<string>> =>
  new Map(
    domains.map((domain) => {
      const modules = filesUnder(join(FUNCTIONS, domain)).filter(
        (file) => !/\.test\.tsx?$/.test(file) && relative(join(FUNCTIONS, domain), file) !== ENTRY_POINT,
      );
      const used = modules.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?:from |import |import\()'@functions\/([a-z-]+)\//g)].map((m) => m[1]!),
      );
      return [domain, new Set(used.filter((other) => other !== domain && other !== 'platform'))];
    }),
  );

/** A cycle in the graph, as the domains along it, or undefined. */
const cycleIn = (graph: Map<string, Set<string>>): string[] | undefined => {
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string[] | undefined => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return undefined;
    for (const next of graph.get(node) ?? []) {
      const found = visit(next, [...path, node]);
      if (found) return found;
    }
    done.add(node);
    return undefined;
  };
  for (const node of graph.keys()) {
    const found = visit(node, []);
    if (found) return found;
  }
  return undefined;
};

describe('the domains’ dependencies', () => {
  it('form no cycle', () => {
    expect(cycleIn(dependencies())).toBeUndefined();
  });

  it('are read from the code: the forms depend on the catalogue, and the catalogue does not depend on the forms', () => {
    const graph = dependencies();
    expect(graph.get('forms')).toContain('courses');
    expect(graph.get('courses')).not.toContain('forms');
  });

  it('would be caught in a cycle', () => {
    expect(
      cycleIn(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
          ['c', new Set(['a'])],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
    expect(
      cycleIn(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set<string>()],
        ]),
      ),
    ).toBeUndefined();
  });
});
