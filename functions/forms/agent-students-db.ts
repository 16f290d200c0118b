// An education agent's students as records of their own: one item per agent and student, kept by the form store in the
// transaction of every write of the agent's forms (student-links.ts), so the agent's list pages over them instead of
// grouping the agent's forms in memory. A form names its student by text (name, e-mail), not by account: the student
// is the form's e-mail, else its name, else the form alone (a draft saved before any of them was typed).
import { Entity, type EntityItem } from 'electrodb';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import type { Form } from './form-db';

export const AgentStudentEntity = new Entity(
  {
    model: { entity: 'agentStudent', version: '1', service: 'portal' },
    attributes: {
      agentId: { type: 'string', required: true },
      /** Who the student is among the agent's forms (`studentKeyOf`). */
      studentKey: { type: 'string', required: true },
      // What the list shows of the student, as the agent's latest save wrote it.
      name: { type: 'string', required: true, default: '' },
      email: { type: 'string', required: true, default: '' },
      /** The college's student id, when a form gave one. */
      studentNumber: { type: 'string', required: true, default: '' },
      /** How many of the agent's forms are about the student. */
      forms: { type: 'number', required: true, default: 0 },
      /** The forms started for the student and not yet submitted: what is missing. */
      drafts: {
        type: 'list',
        required: true,
        default: () => [],
        items: {
          type: 'map',
          properties: {
            id: { type: 'string', required: true },
            formTypeId: { type: 'number', required: true },
            createdAt: { type: 'string', required: true },
          },
        },
      },
      /**
       * 'yes' while a draft is open. The list reads its index newest first, and 'yes' sorts after 'no', so students
       * with something missing come first.
       */
      missing: { type: ['yes', 'no'] as const, required: true },
      /** When one of the student's forms was last written: the list's order after `missing`. */
      changedAt: { type: 'string', required: true },
      /** Moves with every write: a write is conditional on the one it read, so two saves never both win silently. */
      revision: { type: 'number', required: true, default: 1 },
    },
    indexes: {
      byStudent: { pk: { field: 'pk', composite: ['agentId'] }, sk: { field: 'sk', composite: ['studentKey'] } },
      // The agent's list: those with a draft open first, then the latest changed.
      byAgent: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['agentId'] },
        sk: { field: 'gsi2sk', composite: ['missing', 'changedAt', 'studentKey'] },
      },
    },
  },
  { table: config.tableName, client: dynamo },
);
export type AgentStudent = EntityItem<typeof AgentStudentEntity>;

/** The kept count of an agent's students (in the forms' list of counts): the list's total. */
export const agentStudentsScope = (agentId: string) => `agent-students:${agentId}`;

/** The student's name as a form gives it ('' before it was typed). */
export const studentNameOf = (f: Pick<Form, 'firstname' | 'lastname'>): string => [f.firstname, f.lastname].filter(Boolean).join(' ');

/** Who a form is about among its agent's forms: by e-mail, else by name, else the form alone. */
export const studentKeyOf = (f: Pick<Form, 'id' | 'email' | 'firstname' | 'lastname'>): string => {
  const email = f.email.trim().toLowerCase();
  if (email) return `email:${email}`;
  const name = studentNameOf(f).trim().replace(/\s+/g, ' ').toLowerCase();
  return name ? `name:${name}` : `form:${f.id}`;
};

/** The agent whose list a form is on: its owner, when an agent filled it in. */
export const agentOf = (f: Pick<Form, 'isAgent' | 'ownerId'>): string | undefined => (f.isAgent ? f.ownerId : undefined);
