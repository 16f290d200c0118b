// Ticket categories: the entity and its one writer. A category's name is unique (a guard item written in the
// same transaction, functions/platform/unique-values.ts), so two staff creating "Fees" at once get one category.
import { Entity, Service, type EntityItem } from 'electrodb';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { NotFoundError, ValidationError } from '@functions/platform/errors';
import { nextRevision, overtakenOrElse, REVISION_ATTRIBUTES, stillAt, type Revised } from '@functions/platform/record-revisions';
import { moveClaim, uniqueKey, uniqueValueEntity } from '@functions/platform/unique-values';
import type { Actor } from '@functions/platform/audit';

const table = config.tableName;
const client = dynamo;
const now = () => new Date().toISOString();

export const TicketCategoryEntity = new Entity(
  {
    model: { entity: 'ticketCategory', version: '1', service: 'portal' },
    attributes: {
      id: { type: 'string', required: true },
      name: { type: 'string', required: true },
      description: { type: 'string', required: true, default: '' },
      /** The staff role whose members answer the category's tickets. */
      departmentRoleId: { type: 'string', required: true },
      /** Where its tickets escalate; absent when none is set. */
      escalationEmail: { type: 'string' },
      /** Service targets in working hours (Monday to Friday, 9 to 5 at the college, public holidays excepted). */
      firstResponseHours: { type: 'number', required: true },
      resolutionHours: { type: 'number', required: true },
      cannedReplies: {
        type: 'list',
        required: true,
        default: () => [],
        items: { type: 'map', properties: { title: { type: 'string', required: true }, body: { type: 'string', required: true } } },
      },
      ...REVISION_ATTRIBUTES,
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
      updatedAt: { type: 'string', required: true, watch: '*', set: now, default: now },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      // Every category: a bounded list (MAX_CATEGORIES), read whole.
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] } },
    },
  },
  { table, client },
);
export type TicketCategory = EntityItem<typeof TicketCategoryEntity>;

const categories = new Service({ category: TicketCategoryEntity, uniqueValue: uniqueValueEntity() }, { table, client });

/** Far more than a college's help desk sorts its tickets into; keeps the list one read. */
export const MAX_CATEGORIES = 200;

const NAME_SCOPE = 'ticket-category-name';
const nameTaken = () => new ValidationError({ name: ['A ticket category with this name already exists.'] });

/** What a category's writer is given: every attribute but its id and times; an empty optional one is absent. */
export type CategoryFields = Omit<TicketCategory, 'id' | 'createdAt' | 'updatedAt' | keyof Revised>;

export const allCategories = async (): Promise<TicketCategory[]> => (await TicketCategoryEntity.query.all({}).go({ pages: 'all' })).data;

/** One category, or a 404. */
export const getCategory = async (id: string, { consistent = false } = {}): Promise<TicketCategory> => {
  const { data } = await TicketCategoryEntity.get({ id }).go({ consistent });
  if (!data) throw new NotFoundError('ticket_category.not_found', 'This ticket category does not exist.');
  return data;
};

export const createCategory = async (id: string, fields: CategoryFields): Promise<TicketCategory> => {
  const { canceled } = await categories.transaction
    .write(({ category, uniqueValue }) => [
      ...moveClaim(uniqueValue, NAME_SCOPE, id, undefined, uniqueKey(fields.name)),
      category.create({ id, ...fields }).commit(),
    ])
    .go();
  if (canceled) throw nameTaken();
  return getCategory(id);
};

/**
 * Replaces the category's fields, as `actor`'s change from the revision `current` was read at; `emptied` names the
 * optional attributes the new fields leave out. `view` answers a 409 `record.changed` when someone saved meanwhile.
 */
export const updateCategory = async (
  current: TicketCategory,
  fields: CategoryFields,
  emptied: readonly (keyof CategoryFields)[],
  actor: Actor,
  view: (now: TicketCategory) => unknown,
): Promise<TicketCategory> => {
  const { canceled } = await categories.transaction
    .write(({ category, uniqueValue }) => [
      ...moveClaim(uniqueValue, NAME_SCOPE, current.id, uniqueKey(current.name), uniqueKey(fields.name)),
      // Conditional on the category still being there at the revision read: an update never brings back a deleted
      // one, nor overwrites a newer one.
      category
        .patch({ id: current.id })
        .set({ ...fields, ...nextRevision(current, actor) })
        .remove([...emptied])
        .where(stillAt(current))
        .commit(),
    ])
    .go();
  if (canceled) {
    // Deleted meanwhile (404), changed meanwhile (409), or the name was taken.
    const now = await getCategory(current.id, { consistent: true });
    await overtakenOrElse(
      current,
      async () => now,
      async () => view(now),
      nameTaken,
    );
  }
  return getCategory(current.id, { consistent: true });
};

export const deleteCategory = async (current: TicketCategory): Promise<void> => {
  await categories.transaction
    .write(({ category, uniqueValue }) => [
      category.delete({ id: current.id }).commit(),
      ...moveClaim(uniqueValue, NAME_SCOPE, current.id, uniqueKey(current.name), undefined),
    ])
    .go();
};
