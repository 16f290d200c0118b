// The student forms domain (every form family's records, their clocks and files) as the rest of the portal may use
// it: the dashboard's and the timeline's parts, a form for its PDF, the jobs' clock reminders, what the catalogue asks
// before a course is deleted, and the demo seed's and the migrations' writes. Only this domain writes form records.
import { counted, type UsageChecker } from '@functions/platform/usages';
import { countFormsOfCourse } from './form-store';

export { dueIn, familyFigures, formTrends, formTrendScopeName, formsOnTimeline, ownStages, recentForms } from './dashboard-parts';
export { agentStudents } from './agent-students';
export { migrateToAgentLists } from './student-links-migration';
export { getForm, createForm, countStages, fileFormTrends, fileRunningClocksInOwnFeed, migrateToSearchIndex } from './form-store';
export { answersOf, type Form } from './form-db';
export { clocksOfForm, remindClocksRunningOut } from './clocks';
export { assertReadable } from './access';
export { namesOf } from './people';
export { formSearch } from './search-parts';
export { documentsOfPerson } from './documents';

/** Forms naming a course: a course they name is not deleted (the catalogue registers this). */
export const formsNamingCourse: UsageChecker = {
  count: countFormsOfCourse,
  describe: (n) => counted(n, 'student form names it', 'student forms name it'),
};
