import { ChangeOwnPasswordBody, SetPasswordBody } from '@shared/schemas/auth';
import { IdPath } from '@shared/schemas/common';
import { ROLE } from '@shared/permissions';
import {
  AvatarUploadBody, CreateUserBody, TrainerProfileBody, UpdateProfileBody, UpdateUserBody, UserListQuery, VerifyUserBody,
} from '@shared/schemas/users';
import { route, routes } from '@functions/lib/http';
import * as Users from './users';
import * as Profile from './profile';

export const handler = routes('users', {
  'GET /api/profile': route({ handler: async ({ caller }) => ({ data: await Profile.showProfile(caller) }) }),
  'PUT /api/profile': route({
    body: UpdateProfileBody,
    handler: async ({ caller, body }) => ({ message: 'Profile updated.', data: await Profile.updateProfile(caller, body) }),
  }),
  'POST /api/profile/password': route({
    body: ChangeOwnPasswordBody,
    handler: async ({ caller, body }) => {
      await Profile.changeOwnPassword(caller, body.current_password, body.password);
      return { message: 'Password changed. Your other devices have been signed out.' };
    },
  }),
  'POST /api/profile/avatar': route({
    body: AvatarUploadBody,
    handler: async ({ caller, body }) => ({ data: await Profile.startAvatarUpload(caller, body.content_type, body.size) }),
  }),
  'DELETE /api/profile/avatar': route({
    handler: async ({ caller }) => ({ message: 'Profile picture removed.', data: await Profile.removeAvatar(caller) }),
  }),

  'GET /api/users': route({ query: UserListQuery, handler: async ({ query }) => ({ ...(await Users.listUsers(query)) }) }),
  'GET /api/non-student-users': route({
    query: UserListQuery,
    handler: async ({ query }) => ({ ...(await Users.listUsers(query, ROLE.student)) }),
  }),
  'POST /api/users': route({
    body: CreateUserBody,
    handler: async ({ caller, body }) => ({ status: 201, message: 'User created.', data: await Users.createUser(caller, body) }),
  }),
  'GET /api/users/{id}': route({ path: IdPath, handler: async ({ path }) => ({ data: await Users.showUser(path.id) }) }),
  'PUT /api/users/{id}': route({
    path: IdPath,
    body: UpdateUserBody,
    handler: async ({ caller, path, body }) => ({ message: 'User updated.', data: await Users.updateUser(caller, path.id, body) }),
  }),
  'DELETE /api/users/{id}': route({
    path: IdPath,
    handler: async ({ caller, path }) => {
      await Users.deleteUser(caller, path.id);
      return { message: 'User deleted.' };
    },
  }),
  'POST /api/users/{id}/verify': route({
    path: IdPath,
    body: VerifyUserBody,
    handler: async ({ caller, path, body }) => ({
      message: body.verify ? 'User verified.' : 'User marked as unverified.',
      data: await Users.verifyUser(caller, path.id, body.verify),
    }),
  }),
  'POST /api/users/{id}/change-password': route({
    path: IdPath,
    body: SetPasswordBody,
    handler: async ({ caller, path, body }) => {
      await Users.changeUserPassword(caller, path.id, body.password);
      return { message: 'Password changed. The user has been signed out everywhere.' };
    },
  }),
  'GET /api/users/{id}/trainer': route({
    path: IdPath,
    handler: async ({ caller, path }) => ({ data: await Users.showTrainer(caller, path.id) }),
  }),
  'PUT /api/users/{id}/trainer': route({
    path: IdPath,
    body: TrainerProfileBody,
    handler: async ({ caller, path, body }) => ({ message: 'Trainer profile updated.', data: await Users.updateTrainer(caller, path.id, body) }),
  }),
});

