import { chatApi, guestChatApi, presenceApi } from '@shared/api/chat';
import { answer, implement, readAhead, serve } from '@functions/platform/http';
import { setAvailability, setOffline } from './presence';
import { withSocketActions } from '@functions/platform/socket-actions';
import { availability, roster } from './availability';
import * as Chats from './conversations';
import * as Files from './files';
import * as Guests from './guests';
import { socketActions } from './socket';

// The chat's calls, and its socket actions (API Gateway routes those here by their `action`).
const calls = serve(
  'chat',
  implement(chatApi, {
    checkAvailability: ({ query }) => availability(query.staff_role),
    staffRoles: ({ caller }) => roster(caller),
    active: async ({ caller }) => ({ data: await Chats.activeChats(caller) }),
    ended: async ({ caller }) => ({ data: await Chats.endedChats(caller) }),
    unassigned: async ({ caller }) => ({ data: await Chats.unassignedChats(caller) }),
    start: async ({ caller, body }) =>
      answer(201, { message: 'Chat started: someone will be with you shortly.', data: await Chats.startAsStudent(caller, body) }),
    accept: async ({ caller, params }) => ({ message: 'Chat accepted.', data: await Chats.accept(caller, params.id) }),
    history: async ({ caller, params }) => ({ data: await Chats.history(caller, params.id) }),
    message: readAhead(
      ({ id }, items) => Chats.readChatAhead(id, items),
      async ({ caller, body }, ahead) => answer(201, { data: await Chats.postMessage(caller, await ahead, body) }),
    ),
    join: async ({ caller, params }) => ({ message: 'You joined the chat.', data: await Chats.join(caller, params.id) }),
    leave: async ({ caller, params }) => ({ message: 'You left the chat.', data: await Chats.leave(caller, params.id) }),
    transfer: async ({ caller, params, body }) => ({ message: 'Chat transferred.', data: await Chats.transfer(caller, params.id, body.staff_id) }),
    end: async ({ caller, params }) => ({ message: 'Chat ended. A transcript is on its way by e-mail.', data: await Chats.end(caller, params.id) }),
    read: async ({ caller, params }) => {
      await Chats.markRead(caller, params.id);
      return { message: 'Read.' };
    },
    upload: async ({ caller, params, body, files }) => answer(201, { data: await Files.upload(caller, params.id, files, body.upload_id) }),
    attachments: async ({ caller, params }) => ({ data: await Files.attachments(caller, params.id) }),
    download: ({ caller, params }) => Files.download(caller, params.id, params.fileId),
  }),
  implement(guestChatApi, {
    availableStaff: ({ query }) => availability(query.staff_role),
    start: async ({ client, body }) =>
      answer(201, { message: 'Chat started: someone will be with you shortly.', data: await Guests.startAsGuest(client, body) }),
    history: ({ params, headers, query }) => Guests.guestHistory(params.id, headers, query.email),
    message: async ({ params, headers, body }) => answer(201, { data: await Guests.guestMessage(params.id, headers, body) }),
    end: async ({ params, headers, body }) => ({
      message: 'Chat ended. A transcript is on its way by e-mail.',
      data: await Guests.guestEnd(params.id, headers, body.guest_email),
    }),
    upload: async ({ params, headers, body, files }) =>
      answer(201, { data: await Guests.guestUpload(params.id, headers, body.guest_email, files, body.upload_id) }),
  }),
  implement(presenceApi, {
    setOffline: async ({ caller }) => {
      await setOffline(caller.userId);
      return { message: 'You are offline.' };
    },
    toggleAvailability: async ({ caller, body }) => {
      await setAvailability(caller, body.available);
      return { message: body.available ? 'You are available for chats.' : 'You are not taking chats.' };
    },
  }),
);

export const handler = withSocketActions(calls, socketActions);
