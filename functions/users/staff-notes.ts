// Staff notes on a person's record (the student record's "Staff notes"): what the office wants the next member of
// staff to know. Kept as written: a note is evidence of what the college knew and when, so there is no edit and no
// delete. Each person's notes are one partition, newest first by their time-ordered id: a page costs what it shows.
import { Entity, type EntityItem } from 'electrodb';
import type { StaffNoteList, StaffNoteListQuery, StaffNoteView } from '@shared/schemas/users';
import type { Actor } from '@functions/platform/audit';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { ValidationError } from '@functions/platform/errors';
import { newId } from '@functions/platform/secrets';
import { getAccount } from './accounts';

const DEFAULT_PAGE = 20;

export const StaffNoteEntity = new Entity(
  {
    model: { entity: 'staffNote', version: '1', service: 'portal' },
    attributes: {
      /** The person the note is about. */
      userId: { type: 'string', required: true },
      /** Time-ordered (newId), so the partition reads newest first. */
      id: { type: 'string', required: true },
      body: { type: 'string', required: true },
      authorId: { type: 'string', required: true },
      /** The author's name as it was: the note keeps it if the account is renamed or removed. */
      authorName: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true },
    },
    indexes: { byPerson: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['id'] } } },
  },
  { table: config.tableName, client: dynamo },
);
type StaffNote = EntityItem<typeof StaffNoteEntity>;

const toView = (note: StaffNote): StaffNoteView => ({
  id: note.id,
  body: note.body,
  author: { id: note.authorId, name: note.authorName },
  created_at: note.createdAt,
});

/** 404 for an account that does not exist: a note is about someone. */
const assertPerson = async (userId: string) => {
  await getAccount(userId);
};

export const listNotes = async (userId: string, query: StaffNoteListQuery): Promise<StaffNoteList> => {
  await assertPerson(userId);
  const page = await StaffNoteEntity.query
    .byPerson({ userId })
    .go({ order: 'desc', limit: query.limit ?? DEFAULT_PAGE, cursor: query.cursor ?? null })
    .catch((error: unknown) => {
      // A cursor this list did not give (forged, or another person's notes) is refused by the store.
      if (query.cursor) throw new ValidationError({ cursor: ["Start again from the first page: this is not a page of this person's notes."] });
      throw error;
    });
  return { data: page.data.map(toView), next_cursor: page.cursor ?? null };
};

export const addNote = async (userId: string, body: string, author: Actor): Promise<StaffNoteView> => {
  await assertPerson(userId);
  const { data } = await StaffNoteEntity.create({
    userId,
    id: newId(),
    body,
    authorId: author.userId,
    authorName: author.user?.name ?? 'Someone',
    createdAt: new Date().toISOString(),
  }).go();
  return toView(data);
};
