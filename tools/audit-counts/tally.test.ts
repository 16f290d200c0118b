// Summing one pass (tally.ts): kept counts against what the rules count from records, as ElectroDB keys them.
import { describe, expect, it } from 'vitest';
import { onceIn, scopesNamed, type CountRules } from './rules';
import { CountTally } from './tally';

const RULES: CountRules = {
  lists: { chats: scopesNamed(['all'], ['team:']) },
  records: [{ entity: 'chat', reads: ['team'], countsOf: (chat) => onceIn('chats', ['all', `team:${String(chat.team)}`]) }],
  countsOnRecords: [{ entity: 'room', attribute: 'seated', counter: 'room.seated', keyOf: (room) => String(room.id), reads: ['id'] }],
};

const listCount = (list: string, scope: string, count: number) => ({
  __edb_e__: 'listCount',
  pk: `$portal#list_${list}#scope_${scope}`,
  sk: 'x',
  list,
  scope,
  count,
});

const tallyOf = (...records: Record<string, unknown>[]) => {
  const tally = new CountTally([RULES]);
  for (const record of records) tally.add(record);
  return tally;
};

describe('CountTally', () => {
  it('finds no difference where each kept count holds what its records make, scopes differing only in case being one count', () => {
    // Prepare, Act
    const tally = tallyOf(
      { __edb_e__: 'chat', team: 'Admissions' },
      { __edb_e__: 'chat', team: 'admissions' },
      listCount('chats', 'all', 2),
      listCount('chats', 'team:ADMISSIONS', 2),
    );
    // Assess
    expect(tally.differences()).toEqual([]);
    expect(tally.compared).toBe(2);
    expect(tally.items).toBe(4);
  });

  it('names a kept count its records do not make, and a count the records make that no item keeps', () => {
    // Prepare, Act
    const tally = tallyOf({ __edb_e__: 'chat', team: 'support' }, listCount('chats', 'team:it', 1));
    // Assess
    expect(tally.differences()).toEqual([
      { counter: 'chats', key: 'team:it', stored: { list: 'chats', scope: 'team:it' }, kept: 1, counted: 0 },
      { counter: 'chats', key: 'all', stored: { list: 'chats', scope: 'all' }, kept: 0, counted: 1 },
      { counter: 'chats', key: 'team:support', stored: { list: 'chats', scope: 'team:support' }, kept: 0, counted: 1 },
    ]);
  });

  it('compares a count kept on a record only where the record is, and leaves out lists no rule counts', () => {
    // Prepare
    const room = { __edb_e__: 'room', pk: 'room-1', sk: 'room', id: 'room-1', seated: 3 };
    const countingRule: CountRules = {
      lists: {},
      records: [{ entity: 'guest', reads: ['room'], countsOf: (g) => [{ counter: 'room.seated', key: String(g.room), by: 2 }] }],
    };
    const tally = new CountTally([RULES, countingRule]);
    // Act
    for (const record of [room, { __edb_e__: 'guest', room: 'room-1' }, { __edb_e__: 'guest', room: 'room-gone' }, listCount('sessions', 'all', 9)])
      tally.add(record);
    // Assess
    expect(tally.differences()).toEqual([
      { counter: 'room.seated', key: 'room-1', stored: { record: { pk: 'room-1', sk: 'room' }, attribute: 'seated' }, kept: 3, counted: 2 },
    ]);
    expect(tally.unauditedLists()).toEqual([{ list: 'sessions', counts: 1 }]);
  });
});
