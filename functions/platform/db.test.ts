import { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { canCopy, keyMaker, keyOf, quickListParser, quickParser } from './db';
import { RolesRevisionEntity, SessionEntity, UserEntity } from './identity-records';
import { listCountEntity } from './list-counts';

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

  it('builds the key ElectroDB builds for an entity keyed by two values, each in its place', () => {
    // Prepare
    const counts = listCountEntity();
    const get = (list: string, scope: string) => counts.get({ list, scope });
    // Act
    const key = keyMaker(get)('Open-Tickets', 'role:AbC-1');
    // Assess
    expect(key).toEqual(keyOf(get('Open-Tickets', 'role:AbC-1')));
    expect(key).not.toEqual(keyOf(get('role:AbC-1', 'Open-Tickets')));
  });
});

describe('quickParser', () => {
  const stored = (put: { params: () => { Item?: Record<string, unknown> } }) => put.params().Item!;
  const user = {
    id: 'u-1',
    name: 'Ada Lovelace',
    email: 'ada@example.edu.au',
    phone: '0400 000 000',
    passwordHash: 'scrypt$x',
    roleIds: ['role-a', 'role-b'],
    verified: true,
    emailVerifiedAt: '2026-11-01T00:00:00.000Z',
    avatarKey: 'avatars/u-1.png',
    trainer: { courses: ['c-1'], notes: { since: 2020 } },
    trainerCourseIds: ['c-1'],
    availableForChat: true,
    roleId: 'role-a',
    nameKey: 'ada lovelace',
    audience: 'staff' as const,
    searchText: 'ada lovelace ada@example.edu.au',
  };

  it.each([
    [
      'a session',
      SessionEntity,
      stored(
        SessionEntity.put({ tokenHash: 'ab12', userId: 'u-1', remember: true, createdAt: '2026-11-01T00:00:00.000Z', expiresAt: 1_800_000_000 }),
      ),
    ],
    ['a user with every attribute', UserEntity, stored(UserEntity.put(user))],
    [
      'a student with only what is required',
      UserEntity,
      stored(UserEntity.put({ id: 'u-2', name: 'B', email: 'b@example.edu.au', passwordHash: 'h', roleIds: [], audience: 'student', nameKey: 'b' })),
    ],
    ['the roles revision', RolesRevisionEntity, stored(RolesRevisionEntity.put({ revision: 7, changedAt: '2026-11-01T00:00:00.000Z' }))],
    ['a kept count', listCountEntity(), stored(listCountEntity().put({ list: 'users', scope: 'all', count: 12 }))],
  ])('reads %s as ElectroDB reads it', (_, entity, item) => {
    // Act
    const quick = quickParser(entity as typeof UserEntity)(item);
    // Assess
    expect(canCopy((entity as unknown as { schema: { attributes: Record<string, object> } }).schema.attributes)).toBe(true);
    expect(quick).toEqual((entity as typeof UserEntity).parse({ Item: item }).data);
  });

  it('reads an item of another entity, or of another version, through ElectroDB (which does not take it as its own)', () => {
    // Prepare
    const session = stored(SessionEntity.put({ tokenHash: 'ab12', userId: 'u-1', createdAt: '2026-11-01T00:00:00.000Z', expiresAt: 1 }));
    const older = { ...stored(UserEntity.put(user)), __edb_v__: '0' };
    // Act
    const asUser = quickParser(UserEntity)(session);
    const olderUser = quickParser(UserEntity)(older);
    // Assess
    expect(asUser).toEqual(UserEntity.parse({ Item: session }).data ?? undefined);
    expect(olderUser).toEqual(UserEntity.parse({ Item: older }).data ?? undefined);
  });

  it.each([
    ['a getter', { a: { type: 'string', get: (v: string) => v } }],
    ['a hidden attribute', { a: { type: 'string', hidden: true } }],
    ['a set', { a: { type: 'set', items: 'string' } }],
    ['a map without its properties', { a: { type: 'map' } }],
    ['a map with a property stored under another name', { a: { type: 'map', properties: { b: { type: 'string', field: 'c' } } } }],
    [
      'a list of maps with a getter inside',
      { a: { type: 'list', items: { type: 'map', properties: { b: { type: 'string', get: (v: string) => v } } } } },
    ],
  ])('leaves an entity with %s to ElectroDB', (_, attributes) => {
    // Act, Assess
    expect(canCopy(attributes)).toBe(false);
  });

  // Maps and lists of maps, as a course keeps its campuses and their intakes: ElectroDB reads a map's declared
  // properties only, at any depth.
  const nested = new Entity(
    {
      model: { entity: 'nested', version: '1', service: 'portal' },
      attributes: {
        id: { type: 'string', required: true },
        tags: { type: 'list', items: { type: 'string' } },
        places: {
          type: 'list',
          items: {
            type: 'map',
            properties: {
              placeId: { type: 'string', required: true },
              intakes: { type: 'list', items: { type: 'string' } },
              contact: { type: 'map', properties: { name: { type: 'string' }, phone: { type: 'string' } } },
            },
          },
        },
        owner: { type: 'map', properties: { id: { type: 'string' }, seen: { type: 'number' } } },
        extra: { type: 'any' },
      },
      indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
    },
    { table: 'portal' },
  );
  const nestedItem = (changes: (item: Record<string, unknown>) => void) => {
    const item = stored(
      nested.put({
        id: 'n-1',
        tags: ['a', 'b'],
        places: [{ placeId: 'p-1', intakes: ['2027-02'], contact: { name: 'Ada', phone: '1' } }, { placeId: 'p-2' }],
        owner: { id: 'u-1', seen: 3 },
        extra: { anything: [1, { deep: true }] },
      }),
    );
    changes(item);
    return item;
  };

  it.each([
    ['as written', () => undefined],
    [
      'with properties its maps do not declare, at every depth',
      (item: Record<string, unknown>) => {
        const [first] = item.places as Record<string, unknown>[];
        Object.assign(first!, { stray: 'x' });
        Object.assign(first!.contact as object, { stray: 'y' });
        Object.assign(item.owner as object, { stray: 'z' });
        Object.assign(item, { strayTop: 1 });
      },
    ],
    ['with an empty list and an empty map', (item: Record<string, unknown>) => Object.assign(item, { places: [], owner: {} })],
    ['without its optional attributes', (item: Record<string, unknown>) => ['tags', 'places', 'owner', 'extra'].forEach((name) => delete item[name])],
  ])('reads an item with maps and lists of maps %s as ElectroDB reads it', (_, changes) => {
    // Prepare
    const item = nestedItem(changes);
    // Act
    const quick = quickParser(nested)(item);
    // Assess
    expect(canCopy((nested as unknown as { schema: { attributes: Record<string, object> } }).schema.attributes)).toBe(true);
    expect(quick).toEqual(nested.parse({ Item: item }).data);
  });

  it('reads a page as ElectroDB reads it, leaving out an item of another entity', () => {
    // Prepare
    const page = [
      nestedItem(() => undefined),
      stored(SessionEntity.put({ tokenHash: 'ab12', userId: 'u-1', createdAt: '2026-11-01T00:00:00.000Z', expiresAt: 1 })),
      nestedItem((item) => Object.assign(item, { id: 'n-2', pk: '$portal#id_n-2' })),
    ];
    // Act
    const quick = quickListParser(nested)(page);
    // Assess
    expect(quick.map((n) => n.id)).toEqual(['n-1', 'n-2']);
    expect(quick).toEqual(nested.parse({ Items: page }).data);
  });

  it('answers nothing for no item', () => {
    // Act, Assess
    expect(quickParser(SessionEntity)(undefined)).toBeUndefined();
  });
});
