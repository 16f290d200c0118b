// The method and path of each call of a guest's ticket, and the header their pass rides in, as plain data: tickets.ts
// builds its routes from them, and the guest's pages name the same calls through routeRef (route-def.ts) without
// loading the schemas.
export const GUEST_TICKET_CALLS = {
  categories: ['GET', '/api/tickets/guest/categories'],
  raise: ['POST', '/api/tickets/guest'],
  link: ['POST', '/api/tickets/guest/{id}/link'],
  show: ['GET', '/api/tickets/guest/{id}'],
  message: ['POST', '/api/tickets/guest/{id}/messages'],
  close: ['POST', '/api/tickets/guest/{id}/close'],
  reopen: ['POST', '/api/tickets/guest/{id}/reopen'],
  rate: ['POST', '/api/tickets/guest/{id}/rating'],
  attachment: ['GET', '/api/tickets/guest/{id}/messages/{messageId}/attachments/{attId}'],
  attachmentDownload: ['GET', '/api/tickets/guest/{id}/messages/{messageId}/attachments/{attId}/download'],
} as const;

/** The header a guest's calls carry their link's pass in (kept out of URLs, so out of logs and referrers). */
export const GUEST_PASS_HEADER = 'x-ticket-pass';
