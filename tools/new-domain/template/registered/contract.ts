// shared/api/contract.ts as the template's contract reads it once its domain is registered: `routesOf` takes the
// template's name, which DOMAINS leaves out so that nothing serves, routes or bundles the template. A generated
// contract imports ./contract itself (tools/new-domain/file-plan.ts), and the generator adds its name to DOMAINS.
import { routesOf as routesOfRegistered, type Domain } from '@shared/api/contract';

export * from '@shared/api/contract';

/** Builds the template's routes as `routesOf` builds a registered domain's. */
export const routesOf = (domain: 'sample-widgets') => routesOfRegistered(domain as unknown as Domain);
