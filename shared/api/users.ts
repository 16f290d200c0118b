// The own profile and the users of the portal (spec §7).
import { ChangeOwnPasswordBody, SetPasswordBody } from '../schemas/auth';
import { IdPath } from '../schemas/common';
import { UploadTicket } from '../schemas/uploads';
import {
  AvatarUploadBody,
  CreateUserBody,
  SetActiveBody,
  StaffNoteBody,
  StaffNoteList,
  StaffNoteListQuery,
  StaffNoteView,
  TrainerProfileUpdateBody,
  TrainerProfileView,
  UpdateProfileBody,
  UpdateUserBody,
  UserListQuery,
  UserView,
  VerifyUserBody,
} from '../schemas/users';
import { dataAnswer, listAnswer, MessageAnswer, routesOf } from './contract';

const { userCall } = routesOf('users');
const anyUser = {};

export const profileApi = {
  show: userCall('GET', '/api/profile', anyUser, { response: dataAnswer(UserView) }),
  update: userCall('PUT', '/api/profile', anyUser, { body: UpdateProfileBody, response: dataAnswer(UserView) }),
  changePassword: userCall('POST', '/api/profile/password', anyUser, { body: ChangeOwnPasswordBody, response: MessageAnswer }),
  startAvatarUpload: userCall('POST', '/api/profile/avatar', anyUser, { body: AvatarUploadBody, response: dataAnswer(UploadTicket) }),
  removeAvatar: userCall('DELETE', '/api/profile/avatar', anyUser, { response: dataAnswer(UserView) }),
};

export const userApi = {
  list: userCall('GET', '/api/users', { permissions: ['list-user'] }, { query: UserListQuery, response: listAnswer(UserView) }),
  /** Staff a ticket can be assigned to. */
  listNonStudents: userCall(
    'GET',
    '/api/non-student-users',
    { permissions: ['list-user', 'update-ticket'] },
    { query: UserListQuery, response: listAnswer(UserView) },
  ),
  create: userCall('POST', '/api/users', { permissions: ['create-user'] }, { body: CreateUserBody, response: dataAnswer(UserView) }),
  show: userCall('GET', '/api/users/{id}', { permissions: ['show-user'] }, { params: IdPath, response: dataAnswer(UserView) }),
  update: userCall(
    'PUT',
    '/api/users/{id}',
    { permissions: ['update-user'] },
    { params: IdPath, body: UpdateUserBody, response: dataAnswer(UserView) },
  ),
  remove: userCall('DELETE', '/api/users/{id}', { permissions: ['delete-user'] }, { params: IdPath, response: MessageAnswer }),
  verify: userCall(
    'POST',
    '/api/users/{id}/verify',
    { permissions: ['update-user'] },
    { params: IdPath, body: VerifyUserBody, response: dataAnswer(UserView) },
  ),
  // Deactivating is deleting's reversible form (a person who left, whose records stay): the same right, the same guards.
  setActive: userCall(
    'POST',
    '/api/users/{id}/active',
    { permissions: ['delete-user'] },
    { params: IdPath, body: SetActiveBody, response: dataAnswer(UserView) },
  ),
  changePassword: userCall(
    'POST',
    '/api/users/{id}/change-password',
    { permissions: ['update-user'] },
    { params: IdPath, body: SetPasswordBody, response: MessageAnswer },
  ),
  showTrainer: userCall(
    'GET',
    '/api/users/{id}/trainer',
    { permissions: ['show-user', 'update-trainer-profile'], ownerScoped: true },
    { params: IdPath, response: dataAnswer(TrainerProfileView) },
  ),
  updateTrainer: userCall(
    'PUT',
    '/api/users/{id}/trainer',
    { permissions: ['update-user', 'update-trainer-profile'], ownerScoped: true },
    {
      params: IdPath,
      body: TrainerProfileUpdateBody,
      response: dataAnswer(TrainerProfileView),
    },
  ),
  /** Staff notes on a person's record (the student record's "Staff notes"): for those who may open accounts. */
  notes: userCall(
    'GET',
    '/api/users/{id}/notes',
    { permissions: ['show-user'] },
    { params: IdPath, query: StaffNoteListQuery, response: StaffNoteList },
  ),
  addNote: userCall(
    'POST',
    '/api/users/{id}/notes',
    { permissions: ['show-user'] },
    { params: IdPath, body: StaffNoteBody, response: dataAnswer(StaffNoteView) },
  ),
};
