// Presigned uploads as the SPA sends them (web/src/lib/presigned-upload.ts): the ticket's signed fields,
// then the file, POSTed straight to the file store.
import type { UploadTicket } from '@shared/schemas/uploads';

/** Sends bytes with a ticket's signed fields (or others, to tamper with them); answers the file store's status. */
export const postWithTicket = async (ticket: UploadTicket, bytes: Buffer, fields: Record<string, string> = ticket.fields): Promise<number> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]));
  return (await fetch(ticket.upload_url, { method: 'POST', body: form })).status;
};
