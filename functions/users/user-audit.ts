// What a user's history records: staff verifying or unverifying an account (the person is told when it is
// verified), and staff changing someone's details or role.
import * as Audit from '@functions/platform/audit';
import type { User } from '@functions/platform/identity-records';

const userRecord = (id: string): Audit.AuditedRecord => ({ type: 'user', id });

/** Records a change of the verified flag; verifying notifies the person. Nothing when the flag did not change. */
export const auditVerification = async (actor: Audit.Actor, user: User, verified: boolean): Promise<void> => {
  if (user.verified === verified) return;
  await Audit.record({
    actor,
    record: userRecord(user.id),
    action: verified ? 'user.verified' : 'user.unverified',
    summary: verified ? `Verified ${user.name}.` : `Marked ${user.name} as unverified.`,
    changes: [{ field: 'verified', old: user.verified, new: verified }],
    ...(verified && {
      notify: {
        userIds: [user.id],
        type: 'account',
        title: 'Your account is verified',
        body: 'The college has verified your account.',
        link: '/dashboard',
      },
    }),
  });
};

/** Records a deactivation or a reactivation (nothing when the account already was so). */
export const auditActivation = async (actor: Audit.Actor, user: User, active: boolean): Promise<void> => {
  if (!user.deactivatedAt === active) return;
  await Audit.record({
    actor,
    record: userRecord(user.id),
    action: active ? 'user.reactivated' : 'user.deactivated',
    summary: active ? `Reactivated ${user.name}'s account.` : `Deactivated ${user.name}'s account.`,
    changes: [{ field: 'active', old: !active, new: active }],
  });
};

/** The fields of an account staff edit, under their API names (the role is the first role id). */
const editable = (user: User) => ({ name: user.name, email: user.email, phone: user.phone, role_id: user.roleIds[0] });

/** Records what staff changed in an account; a new role is its own action. Nothing when nothing changed. */
export const auditUserUpdate = async (actor: Audit.Actor, before: User, after: User): Promise<void> => {
  const changes = Audit.changesBetween(editable(before), editable(after), ['name', 'email', 'phone', 'role_id']);
  if (!changes.length) return;
  const roleChanged = changes.some((c) => c.field === 'role_id');
  await Audit.record({
    actor,
    record: userRecord(after.id),
    action: roleChanged ? 'user.role_changed' : 'user.updated',
    summary: roleChanged ? `Changed the role of ${after.name}.` : `Updated ${after.name}.`,
    changes,
  });
};
