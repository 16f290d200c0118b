// functions/platform/http.ts as the template's handler reads it once its domain is registered: `serve` takes the
// template's name, which DOMAINS leaves out so that nothing serves, routes or bundles the template. A generated
// handler imports functions/platform/http.ts itself (tools/new-domain/file-plan.ts).
import type { Domain } from '@shared/api/contract';
import { serve as serveRegistered } from '@functions/platform/http';

export * from '@functions/platform/http';

type Implementations = Parameters<typeof serveRegistered> extends [Domain, ...infer Rest] ? Rest : never;

/** Serves the template's domain as `serve` serves a registered one. */
export const serve = (domain: 'sample-widgets', ...implementations: Implementations) =>
  serveRegistered(domain as unknown as Domain, ...implementations);
