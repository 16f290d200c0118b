// `npm run create-superadmin` (issue 14): on an empty stage it makes the shipped roles and one Superadmin whose
// password only the one-time link sets; a stage with accounts is refused. Run here against the test cloud's store
// (not empty) and against a new, empty table in the same DynamoDB Local, as a stage just deployed.
import { describe, expect, inject, it, vi } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, ROLE } from '@shared/permissions';
import { ensureTable } from '@infra/local/dynamodb-local';
import { uniqueTag } from '../support/fixtures';

/** The script's module and the stores it writes, on `tableName`. */
const onTable = async (tableName: string) => {
  vi.resetModules();
  Object.assign(process.env, inject('cloudEnv'), { TABLE_NAME: tableName, APP_URL: 'https://portal.college.example.edu.au' });
  const modules = {
    script: await import('@infra/ops/first-superadmin'),
    accounts: await import('@functions/users/accounts'),
    tokens: await import('@functions/auth/one-time-tokens'),
    db: await import('@functions/platform/identity-records'),
  };
  Object.assign(process.env, inject('cloudEnv'));
  return modules;
};

describe('the first Superadmin', () => {
  it('is refused on a stage that has accounts', async () => {
    const { script } = await onTable(inject('cloudEnv').TABLE_NAME!);
    await expect(script.createFirstSuperadmin({ name: 'Late Comer', email: 'late@example.edu.au' })).rejects.toThrow(script.StageNotEmptyError);
  });

  it('is made on an empty stage with the shipped roles, reached only through a one-time link', async () => {
    // Prepare
    const tableName = `portal-stage-${uniqueTag()}`;
    await ensureTable(inject('cloudEnv').DYNAMODB_ENDPOINT!, tableName);
    const { script, accounts, tokens, db } = await onTable(tableName);
    // Act
    const made = await script.createFirstSuperadmin({ name: 'Ada Lovelace', email: 'ada@college.example.edu.au' });
    const again = script.createFirstSuperadmin({ name: 'Second Try', email: 'second@college.example.edu.au' });
    // Assess
    await expect(again).rejects.toThrow(script.StageNotEmptyError);
    expect(made.rolesCreated.sort()).toEqual(Object.keys(DEFAULT_ROLE_PERMISSIONS).sort());
    const { data: roles } = await db.RoleEntity.query.all({}).go();
    expect(roles.map((r) => r.name).sort()).toEqual(Object.keys(DEFAULT_ROLE_PERMISSIONS).sort());
    const user = (await accounts.findByEmail('ada@college.example.edu.au'))!;
    expect(user).toMatchObject({ id: made.userId, name: 'Ada Lovelace', verified: true });
    expect(user.roleIds).toEqual([roles.find((r) => r.name === ROLE.superadmin)!.id]);
    const link = new URL(made.link);
    expect(`${link.origin}${link.pathname}`).toBe('https://portal.college.example.edu.au/reset-password');
    expect(link.searchParams.get('email')).toBe('ada@college.example.edu.au');
    // The link's token resets the password once.
    const token = link.searchParams.get('token')!;
    expect(await tokens.consumeToken(made.userId, 'reset-password', token)).toBe(true);
    expect(await tokens.consumeToken(made.userId, 'reset-password', token)).toBe(false);
  });
});
