// S3 object keys are built by the server from canonical ids, never taken from a client: a key a client
// hands back (after a presigned upload) is matched exactly against the one shape the server makes.
import { ID_MAX_LENGTH, ID_PATTERN } from '@shared/schemas/common';
import { newId } from './secrets';

const ID = ID_PATTERN.source.replace(/^\^|\$$/g, '');

/** A new key for a file owned by a record: `<area>/<ownerId>/<fileId>.<extension>`. */
export const newOwnedKey = (area: string, ownerId: string, extension: string): string => {
  if (!ID_PATTERN.test(ownerId) || ownerId.length > ID_MAX_LENGTH) throw new Error(`Not a canonical owner id: ${ownerId}`);
  return `${area}/${ownerId}/${newId()}.${extension}`;
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
