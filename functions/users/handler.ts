import { profileApi, userApi } from '@shared/api/users';
import { readAccountAhead } from './accounts';
import { answer, implement, readAhead, serve } from '@functions/platform/http';
import * as Users from './user-admin';
import * as Profile from './profile';
import * as StaffNotes from './staff-notes';
import { listenForAccessChanges } from '@functions/platform/access-changes';
import { chatAccessListener } from '@functions/chat/chat';

// A member's new role, or their account's deletion, is live in the chats at once (platform/access-changes.ts).
listenForAccessChanges(chatAccessListener);

export const handler = serve(
  'users',
  implement(profileApi, {
    show: async ({ caller }) => ({ data: await Profile.showProfile(caller) }),
    update: async ({ caller, body }) => ({ message: 'Profile updated.', data: await Profile.updateProfile(caller, body) }),
    changePassword: async ({ caller, body }) => {
      await Profile.changeOwnPassword(caller, body.current_password, body.password);
      return { message: 'Password changed. Your other devices have been signed out.' };
    },
    startAvatarUpload: async ({ caller, body }) => ({ data: await Profile.startAvatarUpload(caller, body.content_type, body.size) }),
    removeAvatar: async ({ caller }) => ({ message: 'Profile picture removed.', data: await Profile.removeAvatar(caller) }),
  }),
  implement(userApi, {
    list: readAhead(
      (_, items, _userId, query) => Users.usersCountAhead(query, items),
      ({ caller, query }, counted) => Users.listUsers(caller, query, false, counted),
    ),
    listNonStudents: readAhead(
      (_, items, _userId, query) => Users.usersCountAhead(query, items, true),
      ({ caller, query }, counted) => Users.listNonStudents(caller, query, counted),
    ),
    create: async ({ caller, body }) => answer(201, { message: 'User created.', data: await Users.createUser(caller, body) }),
    show: readAhead(
      ({ id }, items) => readAccountAhead(id, items),
      async ({ caller }, ahead) => ({ data: await Users.showUser(caller, ahead) }),
    ),
    update: async ({ caller, params, body }) => ({ message: 'User updated.', data: await Users.updateUser(caller, params.id, body) }),
    remove: async ({ caller, params }) => {
      await Users.deleteUser(caller, params.id);
      return { message: 'User deleted.' };
    },
    verify: async ({ caller, params, body }) => ({
      message: body.verify ? 'User verified.' : 'User marked as unverified.',
      data: await Users.verifyUser(caller, params.id, body.verify),
    }),
    setActive: async ({ caller, params, body }) => ({
      message: body.active ? 'Account reactivated.' : 'Account deactivated: its sessions have ended.',
      data: await Users.setUserActive(caller, params.id, body.active),
    }),
    changePassword: async ({ caller, params, body }) => {
      await Users.changeUserPassword(caller, params.id, body.password);
      return { message: 'Password changed. The user has been signed out everywhere.' };
    },
    showTrainer: async ({ caller, params }) => ({ data: await Users.showTrainer(caller, params.id) }),
    notes: async ({ params, query }) => StaffNotes.listNotes(params.id, query),
    addNote: async ({ caller, params, body }) =>
      answer(201, { message: 'Note added.', data: await StaffNotes.addNote(params.id, body.body, caller) }),
    updateTrainer: async ({ caller, params, body }) => ({
      message: 'Trainer profile updated.',
      data: await Users.updateTrainer(caller, params.id, body),
    }),
  }),
);
