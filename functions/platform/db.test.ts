import { describe, expect, it } from 'vitest';
import { keyMaker, keyOf } from './db';
import { SessionEntity, UserEntity } from './identity-records';

describe('keyMaker', () => {
  it.each([
    ['a user id', (id: string) => UserEntity.get({ id }), 'mwtdt8c918950e889926'],
    ['a user id with hyphens', (id: string) => UserEntity.get({ id }), 'student-support'],
    ['a token hash', (tokenHash: string) => SessionEntity.get({ tokenHash }), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['a value in capitals, lower-cased as ElectroDB does', (id: string) => UserEntity.get({ id }), 'ABC-Def'],
  ])('builds the key ElectroDB builds for %s', (_, get, value) => {
    // Act
    const key = keyMaker(get)(value);
    // Assess
    expect(key).toEqual(keyOf(get(value)));
  });
});
