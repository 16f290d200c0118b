// What every generator of the bench's college draws from: one small seeded generator and short lists of names,
// so the same college is generated every run.

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
