// The users screens: lists, create, update, verify, passwords, trainer profiles and guards that keep
// the portal manageable (nobody but a Superadmin touches a Superadmin; the last one stays).
import { ROLE, hasPermission } from '@shared/permissions';
import type { ListResponse } from '@shared/schemas/common';
import type {
  CreateUserBody,
  TrainerProfile,
  TrainerProfileUpdateBody,
  TrainerProfileView,
  UpdateUserBody,
  UserListQuery,
  UserView,
} from '@shared/schemas/users';
import { whyCannotDeactivateUser, whyCannotDeleteUser, whyCannotGiveRole, whyCannotManageUser } from '@shared/user-rules';
import { existing, freshAccount, getAccount, toUserView } from './accounts';
import { coursesByIds } from '@functions/courses/courses';
import { ConflictError, NotFoundError, ValidationError, refusalError } from '@functions/platform/errors';
import { RoleEntity, UserEntity, type Role, type User } from '@functions/platform/identity-records';
import type { ReadItems } from '@functions/platform/http';
import { readCountsBeside } from '@functions/platform/list-counts';
import { memberAccessChanged } from '@functions/platform/access-changes';
import { pageFromIndex } from '@functions/platform/paging';
import { assertNotOvertaken, overtakenOrElse, recordRevision } from '@functions/platform/record-revisions';
import { allRolesAsReadBy, endAllSessions, loadRoles, rolesAsReadBy, type Caller } from '@functions/platform/session';
import { STUDENT_ROLE_ID, SUPERADMIN_ROLE_ID } from '@functions/roles/roles';
import * as UserStore from './user-store';
import { removeAvatarFiles } from './profile';
import { auditActivation, auditUserUpdate, auditVerification } from './user-audit';
import { quickListParser } from '@functions/platform/db';

const rolesOf = (user: User, roles: Map<string, Role>) => user.roleIds.flatMap((id) => roles.get(id) ?? []);

type Filter = Parameters<ReturnType<typeof UserEntity.query.all>['where']>[0];

/** Which users a list holds: everyone, one role's holders, or the staff (everyone but the students). */
type Scope = { roleId: string } | { staff: true } | Record<string, never>;

/**
 * The index that serves a users list, and its filters. Users grow to tens of thousands (every student),
 * so the list is paged from the index of its order (functions/platform/paging.ts): by name (the default), by
 * e-mail, or by creation; with a role filter and the name order, from that role's own partition; the staff by
 * name, from their own sparse index. Any other filter (a role or the staff with another order, verified, active, search) is
 * a FilterExpression.
 */
const usersIndexQuery = (query: UserListQuery, scope: Scope, countedAhead?: Promise<number | undefined>) => {
  const byName = query.order_by === 'name';
  const fromRolePartition = 'roleId' in scope && byName;
  const fromStaffIndex = 'staff' in scope && byName;
  const filters: Filter[] = [
    ...('roleId' in scope && !fromRolePartition ? [((a, { eq }) => eq(a.roleId, scope.roleId)) as Filter] : []),
    ...('staff' in scope && !fromStaffIndex ? [((a, { ne }) => ne(a.roleId, STUDENT_ROLE_ID)) as Filter] : []),
    ...(query.verified ? [((a, { eq }) => eq(a.verified, query.verified === 'true')) as Filter] : []),
    ...(query.active ? [((a, { exists, notExists }) => (query.active === 'true' ? notExists : exists)(a.deactivatedAt)) as Filter] : []),
    ...(query.search ? [((a, { contains }) => contains(a.searchText, query.search!.toLowerCase())) as Filter] : []),
  ];
  const where: Filter = (a, ops) => filters.map((f) => f(a, ops)).join(' AND ');
  const options = { order: query.order };
  const index = fromRolePartition
    ? UserEntity.query.byRole({ roleId: scope.roleId })
    : fromStaffIndex
      ? UserEntity.query.staffByName({ audience: 'staff' })
      : byName
        ? UserEntity.query.byName({})
        : query.order_by === 'email'
          ? UserEntity.query.byEmail({})
          : UserEntity.query.all({});
  const params = (filters.length ? index.where(where) : index).params(options);
  // The kept counts answer `total` when nothing but the role narrows the list.
  const counted = !query.verified && !query.active && !query.search;
  const kept = !counted
    ? undefined
    : 'roleId' in scope
      ? () => UserStore.countUsers(UserStore.roleScope(scope.roleId))
      : 'staff' in scope
        ? UserStore.countStaff
        : () => UserStore.countUsers(UserStore.ALL_USERS);
  // Read beside the session when the list is everyone or the staff (`usersCountAhead`).
  const total = kept && countedAhead && !('roleId' in scope) ? async () => (await countedAhead) ?? kept() : kept;
  return { params, parse: usersFromItems, total };
};

const usersFromItems = quickListParser(UserEntity);

/**
 * A users list's kept count, read beside the caller's session: everyone's, or the staff's (everyone less the
 * students), when nothing else narrows the list (a role, verified, active or a search: those are counted as they are read).
 */
export const usersCountAhead = async (query: UserListQuery, items: ReadItems, staffOnly = false): Promise<number | undefined> => {
  if (query.role || query.verified || query.active || query.search) return undefined;
  const students = UserStore.roleScope(STUDENT_ROLE_ID);
  const count = await readCountsBeside(
    (staffOnly ? [UserStore.ALL_USERS, students] : [UserStore.ALL_USERS]).map((scope) => ({ list: UserStore.USERS_LIST, scope })),
    items,
  );
  const everyone = count(UserStore.USERS_LIST, UserStore.ALL_USERS);
  return staffOnly ? everyone - count(UserStore.USERS_LIST, students) : everyone;
};

/** A page of users: everyone, or (`staffOnly`) everyone but the students. */
export const listUsers = async (
  caller: Caller,
  query: UserListQuery,
  staffOnly = false,
  countedAhead?: Promise<number | undefined>,
): Promise<ListResponse<UserView>> => {
  // Only a filter by a role's name reads every role; the roles the page shows come from memory at the caller's revision.
  const role = query.role ? await roleNamed(caller, query.role) : undefined;
  if (query.role && (!role || (staffOnly && role.id === STUDENT_ROLE_ID)))
    return { data: [], meta: { page: query.page, pagination: query.pagination, total: 0 } };
  const page = await pageFromIndex(usersIndexQuery(query, role ? { roleId: role.id } : staffOnly ? { staff: true } : {}, countedAhead), query);
  const shown = await rolesAsReadBy(caller, [...new Set(page.data.flatMap((user) => user.roleIds))]);
  const roles = new Map(shown.map((r) => [r.id, r]));
  return { data: await Promise.all(page.data.map((user) => toUserView(user, rolesOf(user, roles)))), meta: page.meta };
};

/** The people a ticket can be assigned to: everyone but the students. */
export const listNonStudents = (caller: Caller, query: UserListQuery, countedAhead?: Promise<number | undefined>): Promise<ListResponse<UserView>> =>
  listUsers(caller, query, true, countedAhead);

// Role names are unique in any case (their guard item), so a name names one role at most.
const roleNamed = async (caller: Caller, name: string): Promise<Role | undefined> =>
  (await allRolesAsReadBy(caller)).find((r) => r.name.toLowerCase() === name.toLowerCase());

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

/** The portal stays manageable: the last Superadmin keeps the role and the account (a condition on the role's count). */
const KEEP_A_SUPERADMIN: UserStore.KeepOneHolder = {
  roleId: SUPERADMIN_ROLE_ID,
  refusal: () => new ConflictError('user.last_superadmin', 'This is the only Superadmin; make someone else Superadmin first.'),
};

/** Says early, before any write, what the count's condition would refuse anyway. */
const assertKeepsASuperadmin = async (user: User, roleId: string) => {
  if (user.roleIds[0] !== SUPERADMIN_ROLE_ID || roleId === SUPERADMIN_ROLE_ID) return;
  if ((await UserStore.countUsers(UserStore.roleScope(SUPERADMIN_ROLE_ID))) <= 1) throw KEEP_A_SUPERADMIN.refusal();
};

/** `GET /users/{id}`: the account `readAccountAhead` read beside the caller's session, its roles from memory when known. */
export const showUser = async (caller: Caller, ahead: Promise<User | undefined>): Promise<UserView> => {
  const user = existing(await ahead);
  return toUserView(user, await rolesAsReadBy(caller, user.roleIds));
};

export const createUser = async (caller: Caller, body: CreateUserBody): Promise<UserView> => {
  await assertMayGive(caller, body.role_id);
  const user = await UserStore.create({
    name: body.name,
    email: body.email,
    phone: body.phone,
    password: body.password,
    roleIds: [body.role_id],
    verified: body.verified,
  });
  return toUserView(user);
};

export const updateUser = async (caller: Caller, id: string, { revision, ...body }: UpdateUserBody): Promise<UserView> => {
  const { user, account } = await managedAccount(id);
  assertMayManage(caller, account);
  const current = async () => toUserView((await freshAccount(id)) ?? user);
  await assertNotOvertaken(revision, user, current);
  await assertMayGive(caller, body.role_id);
  await assertKeepsASuperadmin(user, body.role_id);
  // The chosen role becomes the user's role; any further roles they hold stay behind it.
  const roleIds = [body.role_id, ...user.roleIds.filter((r) => r !== body.role_id).slice(1)];
  let updated: User;
  try {
    await UserStore.changeEmail(user, body.email);
    updated = await UserStore.changeDetails(
      { ...user, email: body.email },
      { name: body.name, phone: body.phone, roleIds },
      caller,
      KEEP_A_SUPERADMIN,
    );
  } catch (error) {
    // Refused for a change made meanwhile: say whose, when it moved the account on.
    if (error instanceof ConflictError)
      await overtakenOrElse(
        user,
        () => freshAccount(id),
        current,
        () => error,
      );
    throw error;
  }
  await auditUserUpdate(caller, user, updated);
  // A new role is live on their open pages at once (and out of the chats it no longer takes).
  if (updated.roleIds[0] !== user.roleIds[0]) {
    const [role] = await loadRoles(updated.roleIds.slice(0, 1));
    await memberAccessChanged({ id: updated.id, name: updated.name }, role ?? { name: '', permissions: [] });
  }
  return toUserView(updated);
};

export const deleteUser = async (caller: Caller, id: string): Promise<void> => {
  const { user, account } = await managedAccount(id);
  const refusal = whyCannotDeleteUser({ id: caller.userId, role: caller.role }, account);
  if (refusal) throw refusalError(refusal);
  await UserStore.remove(user, KEEP_A_SUPERADMIN);
  await endAllSessions(id, { reason: 'account-deleted' });
  await memberAccessChanged({ id, name: user.name }, undefined);
  await removeAvatarFiles(user);
};

export const verifyUser = async (caller: Caller, id: string, verify: boolean): Promise<UserView> => {
  const { user, account } = await managedAccount(id);
  assertMayManage(caller, account);
  const updated = await UserStore.setVerified(user, verify);
  await auditVerification(caller, user, verify);
  return toUserView(updated);
};

/**
 * Deactivates an account (a person who left, whose records the college keeps) or makes it active again, under the
 * guards of a deletion: not one's own, a Superadmin's only by a Superadmin (so an active Superadmin always remains: the
 * one acting). Deactivated, every session ends (`account-deactivated` on its sockets) and it is out of the chats it
 * took, within the call; it cannot sign in or reset its password, and it is told of nothing.
 */
export const setUserActive = async (caller: Caller, id: string, active: boolean): Promise<UserView> => {
  const { user, account } = await managedAccount(id);
  const refusal = whyCannotDeactivateUser({ id: caller.userId, role: caller.role }, account);
  if (refusal) throw refusalError(refusal);
  if (!user.deactivatedAt === active) return toUserView(user);
  const updated = await UserStore.setActive(user, active);
  await auditActivation(caller, user, active);
  if (!active) {
    await endAllSessions(id, { reason: 'account-deactivated' });
    await memberAccessChanged({ id, name: user.name }, undefined);
  }
  return toUserView(updated);
};

/** Staff set a new password; every session of that user ends so the old password's holder is out. */
export const changeUserPassword = async (caller: Caller, id: string, password: string): Promise<void> => {
  const { account } = await managedAccount(id);
  assertMayManage(caller, account);
  await UserStore.setPassword(id, password);
  await endAllSessions(id, { reason: 'password-changed', except: id === caller.userId ? caller.tokenHash : undefined });
};

const EMPTY_TRAINER: Omit<TrainerProfile, 'courses'> = { qualifications: [], address: '', bio: '' };

/** A trainer's own profile, or anyone's for staff who may see users; others get 404 (not theirs to see). */
const trainerTarget = async (caller: Caller, id: string, staffPermission: 'show-user' | 'update-user'): Promise<User> => {
  const isStaff = hasPermission(caller.role, caller.permissions, staffPermission);
  if (!isStaff && id !== caller.userId) throw new NotFoundError('user.not_found', 'This user does not exist.');
  const user = await getAccount(id);
  if (!(await rolesAsReadBy(caller, user.roleIds)).some((r) => r.name === ROLE.trainer)) {
    throw new ConflictError('user.not_trainer', 'This user is not a trainer. Give them the Trainer role first.');
  }
  return user;
};

/** The stored profile with the courses its ids name (code, name, status), as the SPA shows them. */
const trainerView = async (user: User): Promise<TrainerProfileView> => {
  const courses = await coursesByIds(user.trainerCourseIds ?? []);
  return {
    ...EMPTY_TRAINER,
    ...(user.trainer as Omit<TrainerProfile, 'courses'> | undefined),
    courses: courses.map((c) => c.id),
    course_details: courses.map((c) => ({ id: c.id, national_code: c.nationalCode, name: c.name, status: c.status })),
    user: await toUserView(user),
    revision: recordRevision(user),
  };
};

export const showTrainer = async (caller: Caller, id: string): Promise<TrainerProfileView> =>
  trainerView(await trainerTarget(caller, id, 'show-user'));

/** Saves a trainer profile; every course must be in the catalogue (a deactivated one they already deliver may stay). */
export const updateTrainer = async (caller: Caller, id: string, { revision, ...profile }: TrainerProfileUpdateBody): Promise<TrainerProfileView> => {
  const user = await trainerTarget(caller, id, 'update-user');
  await assertNotOvertaken(revision, user, () => trainerView(user));
  const { courses, ...details } = profile;
  const ids = [...new Set(courses)];
  const known = new Set((await coursesByIds(ids)).map((c) => c.id));
  const missing = ids.filter((courseId) => !known.has(courseId)).length;
  if (missing) {
    throw new ValidationError({
      courses: [`${missing === 1 ? 'One course is' : `${missing} courses are`} no longer in the catalogue. Choose again.`],
    });
  }
  // Saved from a revision the caller read: refused if someone saved since. A save naming none is made on the
  // profile as it is (the same profile saved twice at once, a double click, is saved twice).
  await UserStore.setTrainerProfile(id, details, ids, caller, revision === undefined ? undefined : { from: revision, view: trainerView });
  return trainerView(await getAccount(id));
};
