// Presigned uploads as the SPA sends them (web/src/lib/presigned-upload.ts): the file as the body of a PUT with the
// ticket's signed headers, straight to the file store.
import type { UploadTicket } from '@shared/schemas/uploads';

/** PUTs bytes with a ticket's signed headers (or others, to tamper with them); answers the file store's status. */
export const putWithTicket = async (ticket: UploadTicket, bytes: Buffer, headers: Record<string, string> = ticket.headers): Promise<number> => {
  const res = await fetch(ticket.upload_url, { method: ticket.method, headers, body: new Uint8Array(bytes) });
  await res.arrayBuffer();
  return res.status;
};
