// "Unique" rules that two people can race on (a category name among its siblings, a ticket category's
// name, ...): a guard item per value, written in the same transaction as the record, so of two
// concurrent writes with one value exactly one commits. Checking a list first gives the friendly
// message; the guard is what makes it true.
import { Entity, type TransactWriteEntity } from 'electrodb';
import { dynamo } from './clients';
import { config } from './config';

/** The guard item's model; each ElectroDB Service that writes guards in its transactions makes its own entity from it. */
export const uniqueValueEntity = () =>
  new Entity(
    {
      model: { entity: 'uniqueValue', version: '1', service: 'portal' },
      attributes: {
        /** Which rule, e.g. `category-name`. */
        scope: { type: 'string', required: true },
        /** The value in the rule's canonical form (see `uniqueKey`). */
        value: { type: 'string', required: true },
        /** The record holding it. */
        ownerId: { type: 'string', required: true },
      },
      indexes: { byValue: { pk: { field: 'pk', composite: ['scope', 'value'] }, sk: { field: 'sk', composite: [] } } },
    },
    { table: config.tableName, client: dynamo },
  );

/** Text as a unique rule compares it: trimmed, inner spaces collapsed, case folded. */
export const uniqueKey = (...parts: string[]): string => parts.map((p) => p.trim().replace(/\s+/g, ' ').toLowerCase()).join('\u001f');

/** The guard entity as a Service's transaction callback hands it over. */
type Guards = ReturnType<typeof uniqueValueEntity> extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;

/**
 * The transaction items that move a record's claim from `from` to `to` (either may be absent: a create
 * has no `from`, a delete no `to`). The claim of `to` fails the transaction when another record holds it.
 */
export const moveClaim = (guards: Guards, scope: string, ownerId: string, from: string | undefined, to: string | undefined) => {
  if (from === to) return [];
  return [
    ...(to === undefined ? [] : [guards.create({ scope, value: to, ownerId }).commit()]),
    ...(from === undefined
      ? []
      : // Records older than their rule have no guard item: deleting nothing is fine, another owner's claim is not.
        [
          guards
            .delete({ scope, value: from })
            .where((a, { eq, notExists }) => `${notExists(a.ownerId)} OR ${eq(a.ownerId, ownerId)}`)
            .commit(),
        ]),
  ];
};
