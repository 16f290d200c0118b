// The first Superadmin of an empty stage (docs/decisions.md, "Operations"): the shipped roles, then one account holding the Superadmin role,
// with a password nobody knows and a one-time link (60 minutes) to set one. No password is seeded or printed; the
// link is shown once, to the operator who ran the script. A stage that already has people is refused: from then on
// a Superadmin adds people in the portal.
import { DEFAULT_ROLE_PERMISSIONS, ROLE } from '@shared/permissions';
import { appLink } from '@functions/platform/mail';
import { issueToken } from '@functions/auth/auth';
import { newToken } from '@functions/platform/secrets';
import * as Users from '@functions/users/users';
import { createRole, findRole, roleSlug } from '@functions/roles/roles';

export interface FirstSuperadmin {
  userId: string;
  /** Where the Superadmin sets their password: works once, for 60 minutes. */
  link: string;
  /** Shipped roles this run created (none when they were there). */
  rolesCreated: string[];
}

export class StageNotEmptyError extends Error {}

/** Creates the shipped roles that are missing and the first Superadmin; refuses a stage that has any account. */
export const createFirstSuperadmin = async ({ name, email }: { name: string; email: string }): Promise<FirstSuperadmin> => {
  if (await Users.hasAccounts()) throw new StageNotEmptyError('This stage has accounts already: a Superadmin adds people from Users in the portal.');
  const rolesCreated: string[] = [];
  for (const [role, permissions] of Object.entries(DEFAULT_ROLE_PERMISSIONS)) {
    if (await findRole(roleSlug(role))) continue;
    await createRole({ name: role, permissions }, true, roleSlug(role));
    rolesCreated.push(role);
  }
  // A long random password no one is told: the account is usable only through the link.
  const user = await Users.create({ name, email, password: newToken(), roleIds: [roleSlug(ROLE.superadmin)], verified: true });
  const token = await issueToken(user.id, 'reset-password');
  return { userId: user.id, link: appLink(`/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`), rolesCreated };
};
