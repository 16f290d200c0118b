// What every generator of the bench's college draws from: one small seeded generator and short lists of names,
// so the same college is generated every run; and the one way they write, fast enough for a college ten times the size.

/** A small deterministic generator (mulberry32): the same college every run. */
export const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

export const FIRST = ['Mai', 'Liam', 'Aisha', 'Diego', 'Thi', 'Wei', 'Ana', 'Noah', 'Priya', 'Sam', 'Zoe', 'Omar', 'Lucia', 'Kenji', 'Ella'];
export const LAST = [
  'Chen',
  "O'Connor",
  'Rahman',
  'Santos',
  'Nguyen',
  'Zhang',
  'Souza',
  'Smith',
  'Patel',
  'Kim',
  'Garcia',
  'Ali',
  'Rossi',
  'Sato',
  'Brown',
];

/** An entity's put, as ElectroDB builds it: the whole item with its keys and index attributes. */
interface Puts {
  put: (item: never) => { params: () => unknown };
}

/**
 * Puts the items through their entity's definition (so every key and index attribute is as the code writes it), in
 * batches of 25 straight to the store, 16 batches at a time: no transaction, no read, nothing else writing.
 */
export const putAll = async (entity: Puts, items: readonly object[]): Promise<void> => {
  const { writeInBatches } = await import('@functions/platform/db');
  await writeInBatches(
    items.map((item) => ({ PutRequest: { Item: (entity.put(item as never).params() as { Item: Record<string, unknown> }).Item } })),
    { concurrency: 16 },
  );
};
