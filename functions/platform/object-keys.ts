// S3 object keys are built by the server from canonical ids, never taken from a client: a key a client
// hands back (after a presigned upload) is matched exactly against the one shape the server makes.
import { STAGED_PREFIX } from '@shared/schemas/attachments';
import { ID_MAX_LENGTH, ID_PATTERN } from '@shared/schemas/common';
import { newId } from './secrets';

const ID = ID_PATTERN.source.replace(/^\^|\$$/g, '');

const assertCanonical = (what: string, id: string) => {
  if (!ID_PATTERN.test(id) || id.length > ID_MAX_LENGTH) throw new Error(`Not a canonical ${what} id: ${id}`);
};

/** The key of one file owned by a record: `<area>/<ownerId>/<fileId>.<extension>`. */
export const ownedKey = (area: string, ownerId: string, fileId: string, extension: string): string => {
  assertCanonical('owner', ownerId);
  assertCanonical('file', fileId);
  return `${area}/${ownerId}/${fileId}.${extension}`;
};

/** A new key for a file owned by a record: `<area>/<ownerId>/<fileId>.<extension>`. */
export const newOwnedKey = (area: string, ownerId: string, extension: string): string => ownedKey(area, ownerId, newId(), extension);

/** The staged key of an upload for a record: `staged/<area>/<ownerId>/<uploadId>.<extension>`. */
export const stagedKey = (area: string, ownerId: string, uploadId: string, extension: string): string =>
  STAGED_PREFIX + ownedKey(area, ownerId, uploadId, extension);

/**
 * The upload id inside `key` when it is exactly a staged key `stagedKey(area, ownerId, ...)` could have
 * made with one of `extensions`, else undefined.
 */
export const stagedUploadId = (key: string, area: string, ownerId: string, extensions: readonly string[]): string | undefined => {
  if (!key.startsWith(STAGED_PREFIX)) return undefined;
  const rest = key.slice(STAGED_PREFIX.length);
  if (!ownedKeyExtension(rest, area, ownerId, extensions)) return undefined;
  return rest.slice(`${area}/${ownerId}/`.length).replace(/\.[a-z0-9]+$/, '');
};

/**
 * The extension of `key` when it is exactly a key `newOwnedKey(area, ownerId, one of extensions)` could
 * have made, else undefined: no `..`, no other owner, no other area, nothing before or after.
 */
export const ownedKeyExtension = (key: string, area: string, ownerId: string, extensions: readonly string[]): string | undefined => {
  const shape = new RegExp(`^${area}/([^/]+)/(${ID})\\.([a-z0-9]+)$`);
  const match = shape.exec(key);
  if (!match || match[1] !== ownerId || match[2]!.length > ID_MAX_LENGTH) return undefined;
  return extensions.includes(match[3]!) ? match[3] : undefined;
};
