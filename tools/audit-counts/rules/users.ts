// The accounts' counts, as functions/users/user-store.ts moves them: every account in the users list's `all` and under
// its role (the first of its roles; the roles screen's holders are these), and each trainer once for every course
// their profile delivers (the catalogue's `courseTrainers`, which keeps a course in use from deletion).
import { everyScope, onceIn, scopesNamed, type CountRules } from '../rules';
import { text, texts } from '../stored-record';

const USERS = 'users';
const COURSE_TRAINERS = 'courseTrainers';

export const userCounts: CountRules = {
  lists: { [USERS]: scopesNamed(['all'], ['role:']), [COURSE_TRAINERS]: everyScope },
  records: [
    {
      entity: 'user',
      reads: ['roleId', 'roleIds', 'trainerCourseIds'],
      countsOf: (user) => {
        // Accounts written before the list indexes have only `roleIds`: the store counts them by the first.
        const role = text(user, 'roleId') || texts(user, 'roleIds')[0];
        return [
          ...onceIn(USERS, ['all', ...(role ? [`role:${role}`] : [])]),
          ...[...new Set(texts(user, 'trainerCourseIds'))].map((courseId) => ({ counter: COURSE_TRAINERS, key: courseId, by: 1 })),
        ];
      },
    },
  ],
};
