import { z } from 'zod';
import { Email, Password, PersonName, withConfirmation } from './auth';
import { Id, JsonNumber, listQuery } from './common';

const Phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^[+0-9 ()-]*$/, 'Use digits, spaces, brackets, + and - only')
  .optional()
  .or(z.literal('').transform(() => undefined));

export const UserListQuery = listQuery(['name', 'email', 'created_at'], 'name').extend({
  role: z.string().trim().max(100).optional(),
  verified: z.enum(['true', 'false']).optional(),
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
  /** National codes of the courses the trainer delivers (e.g. BSB50120). */
  courses: z.array(z.string().trim().min(1).max(20)).max(100).default([]),
});
export type TrainerProfile = z.infer<typeof TrainerProfileBody>;

export { Password };

/** A trainer profile as stored and returned: what the body sets, defaults applied. */
export const TrainerProfileView = z.strictObject({
  phone: z.string().optional(),
  mobile: z.string().optional(),
  address: z.string(),
  bio: z.string(),
  qualifications: z.array(z.strictObject({ title: z.string(), institution: z.string(), year: z.number().optional() })),
  courses: z.array(z.string()),
});

/** A user as the API returns it. */
export const UserView = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  roles: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  verified: z.boolean(),
  email_verified_at: z.string().optional(),
  avatar_url: z.string().optional(),
  created_at: z.string(),
  trainer: TrainerProfileView.optional(),
});
export type UserView = z.infer<typeof UserView>;

/** GET/PUT /api/users/{id}/trainer: the profile with the user it belongs to. */
export const TrainerView = TrainerProfileView.extend({ user: UserView });
export type TrainerView = z.infer<typeof TrainerView>;

/** GET /api/roles/list: what the user forms pick a role from. */
export const RoleOption = z.strictObject({ id: z.string(), name: z.string() });
export type RoleOption = z.infer<typeof RoleOption>;
