/** Why the generator will not lay out a domain; thrown before it has written anything. */
export class DomainGeneratorError extends Error {}
