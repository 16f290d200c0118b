// Live chat (docs/decisions.md, "Live chat"): the calls of spec §7 under /api, served by functions/chat/handler.ts. Students (and any
// holder of menu-chat) start chats with a staff role; staff holding take-chat accept, answer, transfer and end
// them; guests chat with an e-mail address and the pass their start answered (header `x-chat-pass`).
import * as z from 'zod';
import { IdPath, idPath } from '../schemas/common';
import {
  AvailabilityBody,
  AvailabilityQuery,
  AvailableStaff,
  ChatMessageBody,
  ChatMessageView,
  ChatView,
  GuestChatStart,
  GuestEmailQuery,
  GuestEndBody,
  GuestHistory,
  GuestMessageBody,
  GuestStartBody,
  GuestUploadBody,
  StaffRoster,
  StudentStartBody,
  TransferBody,
  UploadBody,
} from '../schemas/chat';
import { dataAnswer, FileResponse, MESSAGE_FILE_PARTS, MessageAnswer, routesOf } from './contract';
import { GUEST_CHAT_CALLS } from './guest-chat-calls';

const { publicCall, userCall } = routesOf('chat');

/** Files sent in a chat: up to five at once (the attachments block's chats policy holds a chat's total). */
export const CHAT_FILE_PARTS = MESSAGE_FILE_PARTS;

// A chat's student and the staff on it reach it; anyone else gets 404.
const ownChats = { permissions: ['menu-chat'] as const, ownerScoped: true };
const takesChats = { permissions: ['take-chat'] as const };
const Chats = dataAnswer(z.array(ChatView));
const Messages = dataAnswer(z.array(ChatMessageView));

export const chatApi = {
  checkAvailability: userCall(
    'GET',
    '/api/chat/check-availability',
    { permissions: ['menu-chat'] },
    { query: AvailabilityQuery, response: AvailableStaff },
  ),
  staffRoles: userCall('GET', '/api/chat/staff-roles', takesChats, { response: StaffRoster }),
  /** Staff: the chats they have or help in; a student: theirs still open. */
  active: userCall('GET', '/api/chat/active', { permissions: ['menu-chat'] }, { response: Chats }),
  ended: userCall('GET', '/api/chat/ended', { permissions: ['menu-chat'] }, { response: Chats }),
  /** Waiting chats for the staff member's role (every one for the admins), oldest first. */
  unassigned: userCall('GET', '/api/chat/unassigned', takesChats, { response: Chats }),
  start: userCall('POST', '/api/chat/student/start', { permissions: ['menu-chat'] }, { body: StudentStartBody, response: dataAnswer(ChatView) }),
  accept: userCall('POST', '/api/chat/{id}/accept', takesChats, { params: IdPath, response: dataAnswer(ChatView) }),
  history: userCall('GET', '/api/chat/{id}/history', ownChats, { params: IdPath, response: Messages }),
  message: userCall('POST', '/api/chat/{id}/message', ownChats, { params: IdPath, body: ChatMessageBody, response: dataAnswer(ChatMessageView) }),
  join: userCall('POST', '/api/chat/{id}/join-support-staff', takesChats, { params: IdPath, response: dataAnswer(ChatView) }),
  leave: userCall('POST', '/api/chat/{id}/leave-support-staff', takesChats, { params: IdPath, response: dataAnswer(ChatView) }),
  transfer: userCall('POST', '/api/chat/{id}/transfer', takesChats, { params: IdPath, body: TransferBody, response: dataAnswer(ChatView) }),
  end: userCall('POST', '/api/chat/{id}/end', ownChats, { params: IdPath, response: dataAnswer(ChatView) }),
  read: userCall('POST', '/api/chat/{id}/read', ownChats, { params: IdPath, response: MessageAnswer }),
  upload: userCall('POST', '/api/chat/{id}/upload', ownChats, { params: IdPath, body: UploadBody, fileParts: CHAT_FILE_PARTS, response: Messages }),
  attachments: userCall('GET', '/api/chat/{id}/attachments', ownChats, { params: IdPath, response: Messages }),
  download: userCall('GET', '/api/chat/messages/{id}/download/{fileId}', ownChats, { params: idPath('id', 'fileId'), response: FileResponse }),
};

export const guestChatApi = {
  availableStaff: publicCall(...GUEST_CHAT_CALLS.availableStaff, { query: AvailabilityQuery, response: AvailableStaff }),
  start: publicCall(...GUEST_CHAT_CALLS.start, { body: GuestStartBody, response: dataAnswer(GuestChatStart) }),
  history: publicCall(...GUEST_CHAT_CALLS.history, { params: IdPath, query: GuestEmailQuery, response: GuestHistory }),
  message: publicCall(...GUEST_CHAT_CALLS.message, { params: IdPath, body: GuestMessageBody, response: dataAnswer(ChatMessageView) }),
  end: publicCall(...GUEST_CHAT_CALLS.end, { params: IdPath, body: GuestEndBody, response: dataAnswer(ChatView) }),
  upload: publicCall(...GUEST_CHAT_CALLS.upload, {
    params: IdPath,
    body: GuestUploadBody,
    fileParts: CHAT_FILE_PARTS,
    response: Messages,
  }),
};

/** Presence (spec §7 under /user): staff go offline when they sign out, and say whether they take chats. */
export const presenceApi = {
  setOffline: userCall('POST', '/api/user/set-offline-status', {}, { response: MessageAnswer }),
  toggleAvailability: userCall('POST', '/api/user/toggle-chat-availability', takesChats, { body: AvailabilityBody, response: MessageAnswer }),
};
