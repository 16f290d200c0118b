// The users domain (people's accounts, profiles and trainer profiles) as the rest of the portal may use it: people by
// id or by role, whom to tell of work waiting, the dashboard's part, the counts other domains show (trainers per
// course, holders per role) and what a role's deletion asks, the account writes of sign-up and password reset, and
// the demo seed's, the first Superadmin's and the migrations' writes. Only this domain writes accounts.
import { UserEntity, type User } from '@functions/platform/identity-records';
import { counted, type UsageChecker } from '@functions/platform/usages';
import { countHolders } from './user-store';

export type { User };
export { rolesCounted, ROLES_COUNTED, userFigures } from './dashboard-parts';
export { staffHolding, staffOfTeam, type StaffMember } from './staff-to-tell';
export { avatarUrl, findByEmail, findStudentByEmail, findStudentsByEmail, getAccount } from './accounts';
export {
  countByRole,
  countTrainersPerCourse,
  create,
  filePeopleForSearch,
  migrate,
  migrateToStaffIndex,
  setPasswordHash,
  setTrainerProfile,
  setVerified,
  EmailTakenError,
} from './user-store';
export { peopleSearch } from './search-parts';

/** The account of this id, if there is one. */
export const findUser = async (id: string): Promise<User | undefined> => (await UserEntity.get({ id }).go()).data ?? undefined;

/** Whether the store holds any account at all (a new stage's first Superadmin is made only on an empty one). */
export const hasAccounts = async (): Promise<boolean> => (await UserEntity.query.all({}).go({ limit: 1 })).data.length > 0;

/** The accounts of these ids that exist (any order). */
export const usersByIds = async (ids: readonly string[]): Promise<User[]> =>
  ids.length ? (await UserEntity.get([...new Set(ids)].map((id) => ({ id }))).go()).data : [];

/** Every account whose role (the first) is this one. */
export const usersOfRole = async (roleId: string): Promise<User[]> =>
  (
    await UserEntity.query
      .byRole({ roleId })
      // A deactivated account is offered for nothing.
      .where((a, { notExists }) => notExists(a.deactivatedAt))
      .go({ pages: 'all' })
  ).data;

/** Accounts holding a role among theirs: a role someone holds is not deleted (the roles domain registers this). */
export const usersHoldingRole: UsageChecker = {
  count: countHolders,
  describe: (n) => counted(n, 'user holds it', 'users hold it'),
};
