import { describe, expect, it } from 'vitest';

describe('the zod switch of the SPA entry', () => {
  it('makes zod jitless without importing it', async () => {
    // Prepare: a fresh zod global, as in a browser tab.
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    // Act
    await import('./zod-jitless');
    const { config } = await import('zod');
    // Assess
    expect(config().jitless).toBe(true);
  });
});
