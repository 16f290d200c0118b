import { z } from 'zod';
import { Email, Password, PersonName, withConfirmation } from './auth';
import { Cursor, Id, JsonNumber, listQuery } from './common';

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
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const VerifyUserBody = z.object({ verify: z.boolean() });

export const UpdateProfileBody = z.object({
  name: PersonName,
  phone: Phone,
  /** Set after a successful presigned upload from POST /api/profile/avatar. */
  avatar_key: z.string().max(300).optional(),
});

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const AvatarUploadBody = z.object({
  content_type: z.string().min(1).max(100),
  size: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const Qualification = z.object({
  title: z.string().trim().min(2, 'Enter the qualification').max(200),
  institution: z.string().trim().max(200).optional().default(''),
  year: JsonNumber('Enter a year like 2015').int('Enter a year like 2015').min(1950).max(2100).optional(),
});

export const TrainerProfileBody = z.object({
  phone: Phone,
  mobile: Phone,
  address: z.string().trim().max(300).optional().default(''),
  bio: z.string().trim().max(2000).optional().default(''),
  qualifications: z.array(Qualification).max(30).default([]),
  /**
   * Ids of the courses the trainer delivers, picked from the catalogue (`GET /api/course-list`): ids, not
   * national codes, so a course keeps its trainers when its code changes, and any code (`SC-EXCEL`) fits.
   */
  courses: z.array(Id('Choose a course from the catalogue')).max(100, 'At most 100 courses').default([]),
});
export type TrainerProfile = z.infer<typeof TrainerProfileBody>;

/** A course a trainer delivers as the profile shows it; it may have been deactivated since it was chosen. */
export interface DeliveredCourse {
  id: string;
  national_code: string;
  name: string;
  status: 'active' | 'inactive';
}

/** A trainer profile as the API returns it: the ids it stores, and the courses they name, in the same order. */
export interface TrainerProfileView extends TrainerProfile {
  course_details: DeliveredCourse[];
  user: UserView;
}

export { Password };

/** A user as the API returns it. */
export interface UserView {
  id: string;
  name: string;
  email: string;
  phone?: string;
  roles: { id: string; name: string }[];
  verified: boolean;
  email_verified_at?: string;
  avatar_url?: string;
  created_at: string;
}
