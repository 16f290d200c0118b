// An item of the table as the scan returns it: ElectroDB's attributes under their own names, its entity's name in
// `__edb_e__`. The audit reads records raw rather than through their entities, which live inside the domains (a tool
// reaches a domain only through its face) and would read the whole record where a count needs two attributes.

export type StoredRecord = Readonly<Record<string, unknown>>;

/** The attribute ElectroDB names an item's entity by. */
export const ENTITY_ATTRIBUTE = '__edb_e__';

/** The entity a record belongs to ('' for an item no entity wrote: a search entry, a migration marker). */
export const entityOf = (record: StoredRecord): string => text(record, ENTITY_ATTRIBUTE);

/** A text attribute, '' when absent. */
export const text = (record: StoredRecord, name: string): string => {
  const value = record[name];
  return typeof value === 'string' ? value : '';
};

/** A number attribute, undefined when absent. */
export const numberOf = (record: StoredRecord, name: string): number | undefined => {
  const value = record[name];
  return typeof value === 'number' ? value : undefined;
};

/** A list (or set) of texts, [] when absent. */
export const texts = (record: StoredRecord, name: string): string[] => {
  const value = record[name];
  const items = value instanceof Set ? [...value] : Array.isArray(value) ? value : [];
  return items.filter((item): item is string => typeof item === 'string');
};

/** The table key of a record. */
export const tableKeyOf = (record: StoredRecord): { pk: string; sk: string } => ({ pk: text(record, 'pk'), sk: text(record, 'sk') });
