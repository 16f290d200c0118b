// What refers to a role is registered by the roles' entry point: the users domain's records, which roles do not import.
import { describe, expect, it } from 'vitest';
import { registeredUsages } from '@functions/platform/usages';

describe('the roles’ usages', () => {
  it('holds, once the roles’ function is loaded, the users who hold a role', async () => {
    // Act
    await import('@functions/roles/handler');
    // Assess
    expect(registeredUsages('role')).toEqual(['users']);
  });
});
