// Short courses (docs/decisions.md, "Short courses and payments"): the courses the college sells to the public and its students, and their sessions
// ("books"): when, where, who trains, and how many seats. Orders are orders.ts.
import { gstOf } from '@shared/schemas/booking-rules';
import type { ListResponse } from '@shared/schemas/common';
import {
  SessionFields,
  ShortCourseFields,
  type BookableCourseView,
  type SessionBody,
  type SessionUpdateBody,
  type SessionView,
  type ShortCourseBody,
  type ShortCourseListQuery,
  type ShortCourseUpdateBody,
  type ShortCourseView,
} from '@shared/schemas/short-courses';
import { collegeNow } from '@shared/college-time';
import { followSession } from './holds';
import { findLocation } from '@functions/courses/courses';
import { findUser } from '@functions/users/users';
import { ConflictError, ValidationError } from '@functions/platform/errors';
import type { Actor } from '@functions/platform/audit';
import { assertNotOvertaken, nextRevision, overtakenOrElse, recordRevision, stillAt } from '@functions/platform/record-revisions';
import { newId } from '@functions/platform/secrets';
import * as Store from './short-course-store';

const dollars = (cents: number) => cents / 100;

export const toCourseView = (c: Store.ShortCourse): ShortCourseView => ({
  id: c.id,
  ...ShortCourseFields.view(c),
  price: dollars(c.priceCents),
  gst: gstOf(dollars(c.priceCents)),
  created_at: c.createdAt,
  updated_at: c.updatedAt,
  revision: recordRevision(c),
});

export const toSessionView = (s: Store.Session, at = collegeNow()): SessionView => {
  const left = Math.max(0, s.capacity - s.seatsTaken);
  return {
    id: s.id,
    short_course_id: s.shortCourseId,
    ...SessionFields.view(s),
    location: { id: s.locationId, name: s.locationName },
    trainer: s.trainerId ? { id: s.trainerId, name: s.trainerName ?? '' } : null,
    seats_taken: s.seatsTaken,
    seats_left: left,
    state: s.bookingDatetime <= at ? 'past' : left === 0 ? 'full' : 'open',
    revision: recordRevision(s),
  };
};

const mustExist = async (id: string) => {
  const course = await Store.getCourse(id);
  if (!course) throw Store.noSuchCourse();
  return course;
};

const fieldsOf = (body: ShortCourseBody) => ({
  ...ShortCourseFields.record(body),
  priceCents: Math.round(body.price * 100),
  searchText: `${body.code}\n${body.title}`.toLowerCase(),
});

export const listCourses = async (query: ShortCourseListQuery): Promise<ListResponse<ShortCourseView>> => {
  const page = await Store.pageCourses(query);
  return { data: page.data.map(toCourseView), meta: page.meta };
};

export const showCourse = async (id: string): Promise<ShortCourseView> => toCourseView(await mustExist(id));

export const createCourse = async (body: ShortCourseBody): Promise<ShortCourseView> =>
  toCourseView((await Store.ShortCourseEntity.create({ id: newId(), ...fieldsOf(body) }).go()).data);

export const updateCourse = async (id: string, { revision, ...body }: ShortCourseUpdateBody, actor: Actor): Promise<ShortCourseView> => {
  const before = await mustExist(id);
  const current = async () => toCourseView((await Store.getCourse(id, { consistent: true })) ?? before);
  await assertNotOvertaken(revision, before, current);
  try {
    await Store.ShortCourseEntity.patch({ id })
      .set({ ...fieldsOf(body), ...nextRevision(before, actor) })
      .remove(ShortCourseFields.emptied(body))
      .where(stillAt(before))
      .go();
  } catch (error) {
    await overtakenOrElse(
      before,
      () => Store.getCourse(id, { consistent: true }),
      current,
      () => error as Error,
    );
  }
  return current();
};

/** Refused while it has sessions: their bookings name it (make it inactive to stop selling it). */
export const deleteCourse = async (id: string): Promise<void> => {
  await mustExist(id);
  if ((await Store.sessionsOf(id)).length) {
    throw new ConflictError('short_course.in_use', 'This course has sessions. Delete them first, or make the course inactive to stop selling it.');
  }
  await Store.ShortCourseEntity.delete({ id }).go();
};

// ---- Sessions.

/** The campus and trainer a session names, as they are called now (422 for one that does not exist). */
const placeOf = async (body: SessionBody) => {
  const [location, trainer] = await Promise.all([findLocation(body.location_id), body.trainer_id ? findUser(body.trainer_id) : undefined]);
  if (!location) throw new ValidationError({ location_id: ['Choose a campus that exists.'] });
  if (body.trainer_id && !trainer) throw new ValidationError({ trainer_id: ['Choose a trainer who has an account.'] });
  return {
    locationId: location.id,
    locationName: location.name,
    ...(trainer ? { trainerId: trainer.id, trainerName: trainer.name } : {}),
  };
};

export const listSessions = async (shortCourseId: string): Promise<SessionView[]> => {
  await mustExist(shortCourseId);
  const at = collegeNow();
  return (await Store.sessionsOf(shortCourseId)).map((s) => toSessionView(s, at));
};

export const createSession = async (shortCourseId: string, body: SessionBody): Promise<SessionView> => {
  await mustExist(shortCourseId);
  const place = await placeOf(body);
  const { data } = await Store.SessionEntity.create({
    id: newId(),
    shortCourseId,
    ...SessionFields.record(body),
    seatsTaken: 0,
    ...place,
  }).go();
  return toSessionView(data);
};

/**
 * A new time, campus, trainer or capacity; the capacity never below the seats already booked. Its orders follow a
 * new time or campus, and their customers are told.
 */
export const updateSession = async (actor: Actor, id: string, { revision, ...body }: SessionUpdateBody): Promise<SessionView> => {
  const session = await Store.getSession(id);
  if (!session) throw Store.noSuchSession();
  const current = async () => toSessionView((await Store.getSession(id)) ?? session);
  await assertNotOvertaken(revision, session, current);
  const place = await placeOf(body);
  try {
    await Store.SessionEntity.patch({ id })
      .set({ ...SessionFields.record(body), ...place, ...nextRevision(session, actor) })
      .remove([...SessionFields.emptied(body), ...(body.trainer_id ? [] : (['trainerId', 'trainerName'] as const))])
      .where((a, { lte }) => lte(a.seatsTaken, body.capacity))
      .where(stillAt(session))
      .go();
  } catch {
    await overtakenOrElse(
      session,
      () => Store.getSession(id),
      current,
      (now) => new ValidationError({ capacity: [`${now?.seatsTaken ?? session.seatsTaken} seats are booked: keep at least that many.`] }),
    );
  }
  const after = (await Store.getSession(id))!;
  await followSession(actor, session, after);
  return toSessionView(after);
};

/** Refused while it has bookings: cancel them first (which tells their customers). */
export const deleteSession = async (id: string): Promise<void> => {
  const session = await Store.getSession(id);
  if (!session) throw Store.noSuchSession();
  const { data: orders } = await Store.OrderEntity.query.bySession({ sessionId: id }).go({ limit: 1 });
  if (orders.length) throw new ConflictError('short_course.session_booked', 'This session has bookings. Cancel them first.');
  await Store.SessionEntity.delete({ id }).go();
};

/** The public page: an active course and its sessions still to come. 404 for an inactive one. */
export const bookableCourse = async (id: string): Promise<BookableCourseView> => {
  const course = await Store.getCourse(id);
  if (!course || course.status !== 'active') throw Store.noSuchCourse();
  const at = collegeNow();
  const sessions = (await Store.sessionsOf(id)).map((s) => toSessionView(s, at)).filter((s) => s.state !== 'past');
  return { course: toCourseView(course), sessions };
};
