import * as z from 'zod';
import { REVISION_VIEW, SentRevision, revised } from './revisions';
import { ATTACHMENT_POLICIES } from './attachments';
import { Email, Password, PersonName, withConfirmation } from './auth';
import { Cursor, Id, JsonNumber, PageLimit, listQuery } from './common';

const Phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^[+0-9 ()-]*$/, 'Use digits, spaces, brackets, + and - only')
  .optional()
  .or(z.literal('').transform(() => undefined));

export const UserListQuery = listQuery(['name', 'email', 'created_at'], 'name').extend({
  /** A role name, in any case: the users whose role (the first, spec §6) it is. */
  role: z.string().trim().max(100).optional(),
  verified: z.enum(['true', 'false']).optional(),
  /** `false`: the deactivated accounts only; `true`: the active ones. */
  active: z.enum(['true', 'false']).optional(),
  cursor: Cursor,
});
export type UserListQuery = z.infer<typeof UserListQuery>;

export const CreateUserBody = withConfirmation(
  z.object({
    name: PersonName,
    email: Email,
    phone: Phone,
    role_id: Id('Choose a role'),
    password: Password,
    password_confirmation: z.string().max(128),
    verified: z.boolean().optional().default(true),
  }),
);
export type CreateUserBody = z.infer<typeof CreateUserBody>;

export const UpdateUserBody = z.object({
  name: PersonName,
  email: Email,
  phone: Phone,
  role_id: Id('Choose a role'),
  /** The account's revision the edit was made from (shared/schemas/revisions.ts). */
  revision: SentRevision.optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const VerifyUserBody = z.object({ verify: z.boolean() });

/** POST /api/users/{id}/active: deactivate (`false`) or reactivate (`true`) an account. */
export const SetActiveBody = z.object({ active: z.boolean() });

export const UpdateProfileBody = z.object({
  name: PersonName,
  phone: Phone,
  /** Set after a successful presigned upload from POST /api/profile/avatar. */
  avatar_key: z.string().max(300).optional(),
  /** The account's revision the edit was made from (shared/schemas/revisions.ts). */
  revision: SentRevision.optional(),
});

/** What a profile picture may be: the avatars policy of the attachments (one place for both). */
export const AVATAR_TYPES = ATTACHMENT_POLICIES.avatars.types;
export const AVATAR_MAX_BYTES = ATTACHMENT_POLICIES.avatars.maxBytes;

export const AvatarUploadBody = z.object({
  content_type: z.string().min(1).max(100),
  size: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const Qualification = z.object({
  title: z.string().trim().min(2, 'Enter the qualification').max(200),
  institution: z.string().trim().max(200).optional().default(''),
  year: JsonNumber('Enter a year like 2015').int('Enter a year like 2015').min(1950).max(2100).optional(),
});

/** The most courses one trainer delivers (their profile's list). */
export const TRAINER_COURSES_MAX = 40;

export const TrainerProfileBody = z.object({
  phone: Phone,
  mobile: Phone,
  address: z.string().trim().max(300).optional().default(''),
  bio: z.string().trim().max(2000).optional().default(''),
  qualifications: z.array(Qualification).max(30).default([]),
  /**
   * Ids of the courses the trainer delivers, picked from the catalogue (`GET /api/course-list`): ids, not
   * national codes, so a course keeps its trainers when its code changes, and any code (`SC-EXCEL`) fits.
   * Each course's count of trainers moves in the same transaction as the profile, so a change of every course
   * (the old ones out, the new ones in) must fit DynamoDB's 100 items in one transaction.
   */
  courses: z.array(Id('Choose a course from the catalogue')).max(TRAINER_COURSES_MAX, `At most ${TRAINER_COURSES_MAX} courses`).default([]),
});
export type TrainerProfile = z.infer<typeof TrainerProfileBody>;

/** A trainer profile's update, with the account's revision it was made from (shared/schemas/revisions.ts). */
export const TrainerProfileUpdateBody = revised(TrainerProfileBody);
export type TrainerProfileUpdateBody = z.infer<typeof TrainerProfileUpdateBody>;

/** A course a trainer delivers as the profile shows it; it may have been deactivated since it was chosen. */
export const DeliveredCourse = z.strictObject({
  id: z.string(),
  national_code: z.string(),
  name: z.string(),
  status: z.enum(['active', 'inactive']),
});
export type DeliveredCourse = z.infer<typeof DeliveredCourse>;

export { Password };

/** A user as the API returns it. */
export const UserView = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  roles: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  verified: z.boolean(),
  email_verified_at: z.string().optional(),
  /** False once staff deactivated the account: it cannot sign in (`deactivated_at` says since when). */
  active: z.boolean(),
  deactivated_at: z.string().optional(),
  avatar_url: z.string().optional(),
  created_at: z.string(),
  ...REVISION_VIEW,
});
export type UserView = z.infer<typeof UserView>;

/**
 * GET/PUT /api/users/{id}/trainer: the profile as stored (course ids), the courses they name in the same
 * order, and the user it belongs to.
 */
export const TrainerProfileView = z.strictObject({
  phone: z.string().optional(),
  mobile: z.string().optional(),
  address: z.string(),
  bio: z.string(),
  qualifications: z.array(z.strictObject({ title: z.string(), institution: z.string(), year: z.number().optional() })),
  courses: z.array(z.string()),
  course_details: z.array(DeliveredCourse),
  user: UserView,
  /** The account's: a trainer profile is part of it. */
  ...REVISION_VIEW,
});
export type TrainerProfileView = z.infer<typeof TrainerProfileView>;

// ---- Staff notes on a person's record: what the office wants the next member of staff to know (a phone call, an
// arrangement, a concern). Staff only, never shown to the person; kept as written, like a file note on paper.

export const STAFF_NOTE_MAX = 2000;

export const StaffNoteBody = z.object({
  body: z
    .string({ message: 'Write the note' })
    .trim()
    .min(2, 'Write the note')
    .max(STAFF_NOTE_MAX, `Keep a note to ${STAFF_NOTE_MAX.toLocaleString('en-AU')} characters`),
});
export type StaffNoteBody = z.infer<typeof StaffNoteBody>;

export const StaffNoteView = z.strictObject({
  id: z.string(),
  body: z.string(),
  author: z.strictObject({ id: z.string(), name: z.string() }),
  created_at: z.string(),
});
export type StaffNoteView = z.infer<typeof StaffNoteView>;

export const StaffNoteListQuery = z.object({
  cursor: Cursor,
  limit: PageLimit(50),
});
export type StaffNoteListQuery = z.infer<typeof StaffNoteListQuery>;

/** The newest notes first, `limit` at a time, and where the next page starts. */
export const StaffNoteList = z.strictObject({ data: z.array(StaffNoteView), next_cursor: z.string().nullable() });
export type StaffNoteList = z.infer<typeof StaffNoteList>;

/** GET /api/roles/list: what the user forms pick a role from. */
export const RoleOption = z.strictObject({ id: z.string(), name: z.string() });
export type RoleOption = z.infer<typeof RoleOption>;
