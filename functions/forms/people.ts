// The people a form names, by name: for the detail page, the lists, the CSV and the PDF alike.
import { usersByIds } from '@functions/users/users';
import type { Form } from './form-db';

/**
 * The names of the people a set of forms names (owners, verifiers): kept on each form when it was written,
 * read from their accounts only for forms older than that.
 */
export const namesOf = async (forms: readonly Form[]): Promise<Map<string, string>> => {
  const names = new Map<string, string>();
  for (const f of forms) {
    if (f.ownerName) names.set(f.ownerId, f.ownerName);
    if (f.verifiedBy && f.verifiedByName) names.set(f.verifiedBy, f.verifiedByName);
  }
  const missing = [...new Set(forms.flatMap((f) => [f.ownerId, ...(f.verifiedBy ? [f.verifiedBy] : [])]))].filter((id) => !names.has(id));
  if (missing.length === 0) return names;
  for (const u of await usersByIds(missing)) names.set(u.id, u.name);
  return names;
};
