// The usage registry: deleting a record asks every checker registered for its kind what refers to it.
import { describe, expect, it } from 'vitest';
import { ConflictError } from './errors';
import { assertUnused, registerUsage, usagesOf } from './usages';

describe('the usage registry', () => {
  it('says what refers to a record, one sentence per checker that counts any, and refuses with a 409 naming them', async () => {
    // Prepare: kinds no real checker answers for these ids (the real ones replaced: no store here)
    registerUsage('location', 'test-forms', { count: async (id) => (id === 'used' ? 2 : 0), describe: (n) => `${n} forms name it` });
    registerUsage('location', 'test-orders', { count: async (id) => (id === 'used' ? 1 : 0), describe: (n) => `${n} order names it` });
    registerUsage('location', 'courses', { count: async () => 0, describe: () => 'never said' });
    registerUsage('location', 'short-course sessions', { count: async () => 0, describe: () => 'never said' });
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
});
