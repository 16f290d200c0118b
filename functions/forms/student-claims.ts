// A form an agent filled in for a student, filed under the student's account: the agent owns the form (it is on their
// partition of the owners' index), so without this the student's timeline, read from that index by the student's id,
// never finds it. Written by the form store in the transaction that links the form to the student (`studentUserId`)
// and in every later write of the form, so it shows what the form is now; dropped when the link goes.
import { Entity, type EntityItem } from 'electrodb';
import { FORM_STATUSES } from '@shared/schemas/forms';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';

export const StudentClaimEntity = new Entity(
  {
    model: { entity: 'studentClaim', version: '1', service: 'portal' },
    attributes: {
      studentUserId: { type: 'string', required: true },
      formId: { type: 'string', required: true },
      // What the student's timeline shows of the form, copied from it at each write.
      formTypeId: { type: 'number', required: true },
      ownerId: { type: 'string', required: true },
      agentName: { type: 'string', required: true, default: '' },
      firstname: { type: 'string', required: true, default: '' },
      lastname: { type: 'string', required: true, default: '' },
      status: { type: FORM_STATUSES, required: true },
      verified: { type: 'boolean', required: true },
      /** When the form was started: the timeline's order and span. */
      createdAt: { type: 'string', required: true },
    },
    indexes: {
      // A student's claimed forms, newest first, as the owners' index holds their own.
      byStudent: { pk: { field: 'pk', composite: ['studentUserId'] }, sk: { field: 'sk', composite: ['createdAt', 'formId'] } },
    },
  },
  { table: config.tableName, client: dynamo },
);
export type StudentClaim = EntityItem<typeof StudentClaimEntity>;
