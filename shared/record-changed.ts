// The code of the 409 an overtaken update answers (shared/schemas/revisions.ts), apart from the schemas: the API
// client reads it on every refusal, and the first visit's pages carry no schema library.
export const RECORD_CHANGED = 'record.changed';
