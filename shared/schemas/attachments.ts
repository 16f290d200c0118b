// Files owned by a record (form documents, ticket and chat attachments, short-course documents, avatars):
// what each area accepts, and the payloads of uploading, confirming, listing and downloading them.
import * as z from 'zod';
import { Id } from './common';

/**
 * The file types the server recognises from their first bytes (functions/platform/file-types.ts), with the
 * extension their object keys take. A policy can accept only these: anything else could not be checked.
 */
export const FILE_EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;
export type FileType = keyof typeof FILE_EXTENSIONS;

/** What one area of the portal accepts as files of a record. */
export interface AttachmentPolicy {
  types: readonly FileType[];
  maxBytes: number;
  /** How many confirmed files one record may hold. */
  maxCount: number;
  /** What a file is called in messages: "The picture must be 2 MB or smaller." */
  noun: string;
  /** The accepted types in words, for the 415 message: "Upload a PNG, JPEG or WebP picture." */
  accepts: string;
  /** A new file takes the place of the record's current one (avatars), so the count never blocks an upload. */
  replaces?: boolean;
}

/**
 * Where uploads land before their confirmation: `staged/<area>/<recordId>/<uploadId>.<ext>`. The files
 * bucket expires everything under it after a day (infra/lib/data.ts), so an upload nobody confirmed
 * costs nothing for long.
 */
export const STAGED_PREFIX = 'staged/';

const MB = 1024 * 1024;
const DOCUMENTS = ['application/pdf', 'image/png', 'image/jpeg'] as const satisfies readonly FileType[];
const DOCUMENTS_IN_WORDS = 'PDF, PNG or JPEG file';

/**
 * Every area's policy, declared once: the server enforces it and the SPA refuses a wrong file before
 * sending it. Each domain that keeps files (forms, tickets, chat, short courses) tunes its area here.
 */
export const ATTACHMENT_POLICIES = {
  avatars: {
    types: ['image/png', 'image/jpeg', 'image/webp'],
    maxBytes: 2 * MB,
    maxCount: 1,
    replaces: true,
    noun: 'picture',
    accepts: 'PNG, JPEG or WebP picture',
  },
  forms: { types: DOCUMENTS, maxBytes: 10 * MB, maxCount: 40, noun: 'document', accepts: DOCUMENTS_IN_WORDS },
  // A whole conversation's files (each message takes up to five).
  tickets: { types: [...DOCUMENTS, 'image/webp'], maxBytes: 10 * MB, maxCount: 30, noun: 'attachment', accepts: 'PDF, PNG, JPEG or WebP file' },
  chats: { types: [...DOCUMENTS, 'image/webp'], maxBytes: 10 * MB, maxCount: 50, noun: 'attachment', accepts: 'PDF, PNG, JPEG or WebP file' },
  'short-courses': { types: DOCUMENTS, maxBytes: 10 * MB, maxCount: 20, noun: 'document', accepts: DOCUMENTS_IN_WORDS },
} as const satisfies Record<string, AttachmentPolicy>;
export type AttachmentArea = keyof typeof ATTACHMENT_POLICIES;

/** True when `type` is one the area accepts. */
export const acceptsType = (policy: AttachmentPolicy, type: string): type is FileType => (policy.types as readonly string[]).includes(type);

/**
 * A file's name as the person chose it: shown in lists and offered on download, never part of an object
 * key. Folders a browser may prefix and control characters are dropped.
 */
export const FileName = z
  .string()
  .max(255)
  .transform((name) =>
    [...(name.split(/[\\/]/).pop() ?? '')]
      .filter((c) => c >= ' ' && c !== '\u007f')
      .join('')
      .trim(),
  )
  .pipe(z.string().min(1, 'Name the file').max(200));

/** Asks for an upload: the browser's word on the file, checked against the area's policy. */
export const UploadRequestBody = z.object({
  name: FileName.optional(),
  content_type: z.string().min(1).max(100),
  size: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type UploadRequestBody = z.infer<typeof UploadRequestBody>;

/** Confirms an upload once the browser's POST to the file store succeeded. */
export const ConfirmUploadBody = z.object({ upload_id: Id('Upload the file first') });
export type ConfirmUploadBody = z.infer<typeof ConfirmUploadBody>;

/** A confirmed file of a record, as the API answers it. */
export const AttachmentView = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  uploaded_by: z.string(),
  created_at: z.string(),
});
export type AttachmentView = z.infer<typeof AttachmentView>;

/** A short-lived link to one file, issued after the caller's right to the record was checked. */
export const AttachmentDownload = z.object({ url: z.string(), expires_at: z.string() });
export type AttachmentDownload = z.infer<typeof AttachmentDownload>;
