// The usage registry: deleting a record asks every checker registered for its kind what refers to it.
import { afterEach, describe, expect, it } from 'vitest';
import { ConflictError } from './errors';
import { assertUnused, registeredUsages, registerUsage, usagesOf } from './usages';

describe('the usage registry', () => {
  // Unit files share one module registry (vitest's isolate: false): what a test stands in for is put back after it.
  const restores: (() => void)[] = [];
  afterEach(() =>
    restores
      .splice(0)
      .reverse()
      .forEach((restore) => restore()),
  );

  it('says what refers to a record, one sentence per checker that counts any, and refuses with a 409 naming them', async () => {
    // Prepare: kinds no real checker answers for these ids (the real ones replaced: no store here)
    restores.push(registerUsage('location', 'test-forms', { count: async (id) => (id === 'used' ? 2 : 0), describe: (n) => `${n} forms name it` }));
    restores.push(registerUsage('location', 'test-orders', { count: async (id) => (id === 'used' ? 1 : 0), describe: (n) => `${n} order names it` }));
    restores.push(registerUsage('location', 'courses', { count: async () => 0, describe: () => 'never said' }));
    restores.push(registerUsage('location', 'short-course sessions', { count: async () => 0, describe: () => 'never said' }));
    // Act
    const usages = await usagesOf('location', 'used');
    const refusal = await assertUnused('location', 'used', 'Remove it first.').catch((error: unknown) => error);
    // Assess
    expect(usages).toEqual(['2 forms name it', '1 order names it']);
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal).toMatchObject({
      code: 'location.in_use',
      message: 'This location is in use (2 forms name it; 1 order names it). Remove it first.',
    });
    await expect(assertUnused('location', 'free', 'Remove it first.')).resolves.toBeUndefined();
  });

  it('puts back, when asked, the checker a stand-in replaced, and forgets one that was new', async () => {
    // Prepare: any real checkers stood in for (they would ask the store), put back after the test
    const before = registeredUsages('role');
    for (const name of before) restores.push(registerUsage('role', name, { count: async () => 0, describe: () => 'never said' }));
    const real = registerUsage('role', 'test-real', { count: async () => 1, describe: () => 'the real one' });
    // Act
    const undoStandIn = registerUsage('role', 'test-real', { count: async () => 5, describe: () => 'the stand-in' });
    const undoNew = registerUsage('role', 'test-new', { count: async () => 1, describe: () => 'new' });
    undoNew();
    undoStandIn();
    // Assess
    expect(await usagesOf('role', 'any')).toEqual(['the real one']);
    expect(registeredUsages('role')).toEqual([...before, 'test-real']);
    real();
    expect(registeredUsages('role')).toEqual(before);
  });
});
