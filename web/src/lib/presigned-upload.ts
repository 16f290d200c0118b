// Files go from the browser straight to S3 with a presigned PUT (docs/architecture.md, "Files"); S3 checks the
// key, type and size the API signed, and takes one PUT per ticket. fetch cannot report upload progress, so this one call uses XMLHttpRequest.
import type { UploadTicket } from '@shared/schemas/uploads';

/** S3 refuses a PUT that breaks what was signed with an XML body naming the reason. */
const REFUSALS: Record<string, string> = {
  EntityTooLarge: 'The file is larger than allowed.',
  EntityTooSmall: 'The file is empty.',
  AccessDenied: 'The file store refused this file: check its type and size, or start the upload again.',
  SignatureDoesNotMatch: 'The file store refused this file: it is not the file the upload was started for. Start the upload again.',
  PreconditionFailed: 'This upload was already used. Start the upload again.',
};

export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly code?: string,
  ) {
    super(
      status === 0
        ? 'The upload was interrupted. Check your connection and try again.'
        : ((code && Object.hasOwn(REFUSALS, code) ? REFUSALS[code] : undefined) ?? `The file store refused the upload (${status}).`),
    );
    this.name = 'UploadError';
  }
}

const s3ErrorCode = (xml: string): string | undefined => /<Code>([A-Za-z]+)<\/Code>/.exec(xml)?.[1];

/** PUTs the file with the ticket's signed headers; reports progress 0–100. */
export function uploadWithTicket(ticket: UploadTicket, file: Blob, onProgress?: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ticket.method, ticket.upload_url);
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadError(xhr.status, s3ErrorCode(xhr.responseText))));
    xhr.onerror = () => reject(new UploadError(0));
    xhr.onabort = () => reject(new UploadError(0));
    xhr.send(file);
  });
}
