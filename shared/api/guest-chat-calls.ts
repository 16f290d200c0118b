// The method and path of each call of a guest's chat, and the header their pass rides in, as plain data: chat.ts
// builds its routes from them, and the guest's chat names the same calls through routeRef (route-def.ts) without
// loading the schemas.
export const GUEST_CHAT_CALLS = {
  availableStaff: ['GET', '/api/chat/guest/available-staff'],
  start: ['POST', '/api/chat/guest/start'],
  history: ['GET', '/api/chat/guest/{id}/history'],
  message: ['POST', '/api/chat/guest/{id}/message'],
  end: ['POST', '/api/chat/guest/{id}/end'],
  upload: ['POST', '/api/chat/guest/{id}/upload'],
} as const;

/** The header a guest's calls carry their chat pass in. */
export const CHAT_PASS_HEADER = 'x-chat-pass';
