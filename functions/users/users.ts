// The users screens: lists, create, update, verify, passwords, trainer profiles and guards that keep
// the portal manageable (nobody but a Superadmin touches a Superadmin; the last one stays).
import { ROLE, hasPermission } from '@shared/permissions';
import type { CreateUserBody, TrainerProfile, UpdateUserBody, UserListQuery, UserView } from '@shared/schemas/users';
import { whyCannotDeleteUser, whyCannotGiveRole, whyCannotManageUser } from '@shared/user-rules';
import {
  allAccounts, assertNotLastSuperadmin, changeEmail, createAccount, deleteAccount, getAccount, setPassword, setVerified, toUserView,
} from '@functions/lib/accounts';
import { ConflictError, NotFoundError, ValidationError, refusalError } from '@functions/lib/errors';
import { RoleEntity, UserEntity, type Role, type User } from '@functions/lib/db';
import { paginate } from '@functions/lib/list';
import { allRoles, endAllSessions, loadRoles, type Caller } from '@functions/lib/session';
import { SUPERADMIN_ROLE_ID } from '@functions/lib/system-roles';
import { removeFile } from '@functions/lib/storage';
import { allCourses } from '@functions/courses/catalogue-db';

const rolesById = async (): Promise<Map<string, Role>> => new Map((await allRoles()).map((r) => [r.id, r]));

const rolesOf = (user: User, roles: Map<string, Role>) => user.roleIds.flatMap((id) => roles.get(id) ?? []);

/** Users matching the listing fields; `excludeRole` drops holders of that primary role (non-student list). */
export const listUsers = async (query: UserListQuery, excludeRole?: string) => {
  const roles = await rolesById();
  const rows = (await allAccounts())
    .map((user) => ({ user, roles: rolesOf(user, roles) }))
    .filter(({ roles: r }) => !excludeRole || r[0]?.name !== excludeRole)
    .filter(({ roles: r }) => !query.role || r.some((role) => role.name.toLowerCase() === query.role!.toLowerCase()))
    .filter(({ user }) => !query.verified || String(user.verified) === query.verified);
  const page = paginate(rows, query, {
    searchIn: ({ user }) => [user.name, user.email, user.phone],
    sortKeys: {
      name: ({ user }) => user.name.toLowerCase(),
      email: ({ user }) => user.email,
      created_at: ({ user }) => user.createdAt,
    },
  });
  return { data: await Promise.all(page.data.map(({ user, roles: r }) => toUserView(user, r))), meta: page.meta };
};

const assertRoleExists = async (roleId: string): Promise<Role> => {
  const { data } = await RoleEntity.get({ id: roleId }).go();
  if (!data) throw new ValidationError({ role_id: ['Choose a role that exists.'] });
  return data;
};

/** The account behind an id with its roles, as the shared rules (shared/user-rules.ts) read it. */
const managedAccount = async (id: string) => {
  const user = await getAccount(id);
  return { user, account: { id: user.id, roles: await loadRoles(user.roleIds) } };
};

/** Only a Superadmin may touch a Superadmin's account (shared/user-rules.ts, which the users screens follow too). */
const assertMayManage = (caller: Caller, account: { roles: { name: string }[] }) => {
  const refusal = whyCannotManageUser(caller.role, account);
  if (refusal) throw refusalError(refusal);
};

/** Only a Superadmin may give the Superadmin role; the role must exist. */
const assertMayGive = async (caller: Caller, roleId: string) => {
  const role = await assertRoleExists(roleId);
  const refusal = whyCannotGiveRole(caller.role, role.name);
  if (refusal) throw refusalError(refusal);
};

export const showUser = async (id: string): Promise<UserView> => toUserView(await getAccount(id));

export const createUser = async (caller: Caller, body: CreateUserBody): Promise<UserView> => {
  await assertMayGive(caller, body.role_id);
  const user = await createAccount({
    name: body.name, email: body.email, phone: body.phone, password: body.password, roleIds: [body.role_id], verified: body.verified,
  });
  return toUserView(user);
};

export const updateUser = async (caller: Caller, id: string, body: UpdateUserBody): Promise<UserView> => {
  const { user, account } = await managedAccount(id);
  assertMayManage(caller, account);
  await assertMayGive(caller, body.role_id);
  if (body.role_id !== user.roleIds[0]) await assertNotLastSuperadmin(user, SUPERADMIN_ROLE_ID);
  await changeEmail(user, body.email);
  // The chosen role becomes the user's role; any further roles they hold stay behind it.
  const roleIds = [body.role_id, ...user.roleIds.filter((r) => r !== body.role_id).slice(1)];
  await UserEntity.patch({ id })
    .set({ name: body.name, roleIds, ...(body.phone ? { phone: body.phone } : {}) })
    .remove(body.phone ? [] : ['phone'])
    .go();
  return showUser(id);
};

export const deleteUser = async (caller: Caller, id: string): Promise<void> => {
  const { user, account } = await managedAccount(id);
  const refusal = whyCannotDeleteUser({ id: caller.userId, role: caller.role }, account);
  if (refusal) throw refusalError(refusal);
  await assertNotLastSuperadmin(user, SUPERADMIN_ROLE_ID);
  await endAllSessions(id);
  await deleteAccount(user);
  if (user.avatarKey) await removeFile(user.avatarKey);
};

export const verifyUser = async (caller: Caller, id: string, verify: boolean): Promise<UserView> => {
  const { user, account } = await managedAccount(id);
  assertMayManage(caller, account);
  return toUserView(await setVerified(user, verify));
};

/** Staff set a new password; every session of that user ends so the old password's holder is out. */
export const changeUserPassword = async (caller: Caller, id: string, password: string): Promise<void> => {
  const { account } = await managedAccount(id);
  assertMayManage(caller, account);
  await setPassword(id, password);
  await endAllSessions(id, id === caller.userId ? caller.tokenHash : undefined);
};

const EMPTY_TRAINER: TrainerProfile = { qualifications: [], courses: [], address: '', bio: '' };

/** A trainer's own profile, or anyone's for staff who may see users; others get 404 (not theirs to see). */
const trainerTarget = async (caller: Caller, id: string, staffPermission: 'show-user' | 'update-user'): Promise<User> => {
  const isStaff = hasPermission(caller.role, caller.permissions, staffPermission);
  if (!isStaff && id !== caller.userId) throw new NotFoundError('user.not_found', 'This user does not exist.');
  const user = await getAccount(id);
  const roles = await rolesById();
  if (!rolesOf(user, roles).some((r) => r.name === ROLE.trainer)) {
    throw new ConflictError('user.not_trainer', 'This user is not a trainer. Give them the Trainer role first.');
  }
  return user;
};

export const showTrainer = async (caller: Caller, id: string) => {
  const user = await trainerTarget(caller, id, 'show-user');
  return { ...EMPTY_TRAINER, ...(user.trainer as TrainerProfile | undefined), user: await toUserView(user) };
};

/** The codes that are not in the course catalogue. */
const unknownCourseCodes = async (codes: string[]) => {
  const known = new Set((await allCourses()).map((c) => c.nationalCode));
  return codes.filter((code) => !known.has(code));
};

export const updateTrainer = async (caller: Caller, id: string, profile: TrainerProfile) => {
  await trainerTarget(caller, id, 'update-user');
  const courses = [...new Set(profile.courses.map((c) => c.toUpperCase()))];
  const unknown = await unknownCourseCodes(courses);
  if (unknown.length) throw new ValidationError({ courses: [`Not in the course catalogue: ${unknown.join(', ')}`] });
  await UserEntity.patch({ id }).set({ trainer: { ...profile, courses } }).go();
  return showTrainer(caller, id);
};
