// What the forms domain brings to the quick search (the command palette): forms by the beginning of their student's
// names, e-mail or student id, in each family the caller works as staff (seesFamily), from each family's own search
// index (search-index.ts, the one its list's box reads): a look-up per family, the newest HITS_PER_KIND of all of them
// read. Students and agents find their own forms on their dashboard and lists instead.
import { FORM_TYPES, formTypeById, type FormType } from '@shared/forms/catalogue';
import { capitalised } from '@shared/text';
import { HITS_PER_KIND, type SearchHit } from '@shared/schemas/search';
import { lookUpPrefixed, type SearchPart } from '@functions/platform/search-index';
import type { Caller } from '@functions/platform/session';
import { seesFamily } from './access';
import { formFromItem, formKey, searchScopeOf } from './form-store';
import type { Form } from './form-db';

/** The families whose forms the caller's search looks in: those they see whole. */
const familiesSearched = (caller: Caller): FormType[] => FORM_TYPES.filter((type) => seesFamily(caller, type));

const standing = (form: Form) => (form.verified ? 'Verified' : capitalised(form.status));

export const formSearch: SearchPart<SearchHit> = {
  searches: (caller) => familiesSearched(caller).length > 0,
  find: async (caller, term, id) => {
    const perFamily = await Promise.all(
      familiesSearched(caller).map((type) => lookUpPrefixed(searchScopeOf(type.id), term, { limit: HITS_PER_KIND })),
    );
    // Entries are placed by when their form was started: the newest of all the families.
    const newest = perFamily
      .flat()
      .sort((a, b) => b.place.localeCompare(a.place))
      .slice(0, HITS_PER_KIND);
    return [...(id ? [formKey(id)] : []), ...newest.map((found) => found.key)];
  },
  hits: (caller, items) =>
    items
      .flatMap((item) => formFromItem(item) ?? [])
      .flatMap((form) => {
        const type = formTypeById(form.formTypeId);
        if (!type || !seesFamily(caller, type)) return [];
        const name = [form.firstname, form.lastname].filter(Boolean).join(' ').trim();
        return [
          {
            kind: 'form' as const,
            id: form.id,
            title: name || form.email || 'A form not yet named',
            detail: [type.name, standing(form), form.studentId].filter(Boolean).join(' · '),
            form_type: type.slug,
          },
        ];
      }),
};
