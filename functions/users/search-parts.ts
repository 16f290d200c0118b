// What the users domain brings to the quick search (the command palette): people by the beginning of a word of their
// name, e-mail or phone, for those who may open accounts (show-user), each with their e-mail and role to tell two
// alike apart.
import { hasPermission } from '@shared/permissions';
import { HITS_PER_KIND, type SearchHit } from '@shared/schemas/search';
import { quickParser } from '@functions/platform/db';
import { UserEntity, userKey } from '@functions/platform/identity-records';
import { lookUpWords, type SearchPart } from '@functions/platform/search-index';
import { allRolesAsReadBy } from '@functions/platform/session';
import { PEOPLE_SEARCH } from './user-store';

const userFromItem = quickParser(UserEntity);

export const peopleSearch: SearchPart<SearchHit> = {
  searches: (caller) => hasPermission(caller.role, caller.permissions, 'show-user'),
  find: async (_, term, id) => [
    ...(id ? [userKey(id)] : []),
    ...(await lookUpWords(PEOPLE_SEARCH, term, { limit: HITS_PER_KIND })).map((found) => found.key),
  ],
  hits: async (caller, items) => {
    const roleNames = new Map((await allRolesAsReadBy(caller)).map((r) => [r.id, r.name]));
    return items.flatMap((item) => {
      const user = userFromItem(item);
      if (!user) return [];
      const role = roleNames.get(user.roleId ?? user.roleIds[0] ?? '');
      return [{ kind: 'person', id: user.id, title: user.name, detail: [user.email, role].filter(Boolean).join(' · '), form_type: null }];
    });
  },
};
