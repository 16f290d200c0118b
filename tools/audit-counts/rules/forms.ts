// The student forms' counts, as functions/forms/form-store.ts and student-links.ts move them: each form under its family
// (a list's total), its course (a course in use), its family and stage (the staff's dashboard) and its owner and stage
// (the owner's); each student on an agent's list in the agent's count of students; and on each of those students'
// entries, how many of the agent's forms are about them.
import { formStage } from '@shared/forms/stages';
import { onceIn, scopesNamed, type CountRules } from '../rules';
import { numberOf, text, type StoredRecord } from '../stored-record';

const FORMS = 'forms';
const AGENT_STUDENT_FORMS = 'agentStudent.forms';

/** Who a form is about among its agent's forms: by e-mail, else by name, else the form alone (agent-students-db.ts). */
const studentKeyOf = (form: StoredRecord): string => {
  const email = text(form, 'email').trim().toLowerCase();
  if (email) return `email:${email}`;
  const name = [text(form, 'firstname'), text(form, 'lastname')].filter(Boolean).join(' ').trim().replace(/\s+/g, ' ').toLowerCase();
  return name ? `name:${name}` : `form:${text(form, 'id')}`;
};

/** An agent's entry for one student, as its count is keyed. */
const entryKey = (agentId: string, studentKey: string) => `${agentId} ${studentKey}`;

type FormStatus = Parameters<typeof formStage>[0]['status'];

const stageOf = (form: StoredRecord) => formStage({ status: text(form, 'status') as FormStatus, verified: form.verified === true });

export const formCounts: CountRules = {
  lists: { [FORMS]: scopesNamed([], ['type:', 'course:', 'owner:', 'agent-students:']) },
  records: [
    {
      entity: 'form',
      reads: ['id', 'formTypeId', 'courseId', 'ownerId', 'status', 'verified', 'isAgent', 'email', 'firstname', 'lastname'],
      countsOf: (form) => {
        const type = numberOf(form, 'formTypeId');
        const course = text(form, 'courseId');
        const owner = text(form, 'ownerId');
        const stage = stageOf(form);
        return [
          ...onceIn(FORMS, [`type:${type}`, ...(course ? [`course:${course}`] : []), `type:${type}:${stage}`, `owner:${owner}:${stage}`]),
          ...(form.isAgent === true ? [{ counter: AGENT_STUDENT_FORMS, key: entryKey(owner, studentKeyOf(form)), by: 1 }] : []),
        ];
      },
    },
    {
      entity: 'agentStudent',
      reads: ['agentId'],
      countsOf: (entry) => onceIn(FORMS, [`agent-students:${text(entry, 'agentId')}`]),
    },
  ],
  countsOnRecords: [
    {
      entity: 'agentStudent',
      attribute: 'forms',
      counter: AGENT_STUDENT_FORMS,
      keyOf: (entry) => entryKey(text(entry, 'agentId'), text(entry, 'studentKey')),
      reads: ['agentId', 'studentKey'],
    },
  ],
};
