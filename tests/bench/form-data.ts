// A generated college's forms for the bench: 20,000 at 1x (scale.ts) over the seventeen families, answers from each family's
// definition (shared/forms/examples.ts), names from short lists, filled in by the generated students and agents
// (people-data.ts), deterministic (seeded), written in batches with the kept counts set once, as a migration would.
import { FORM_TYPES } from '@shared/forms/catalogue';
import { completeAnswers } from '@shared/forms/examples';
import { fieldsOf } from '@shared/forms/definition';
import { sampleAgent, sampleOwnerOf, sampleStudent, unsampledPeople } from './people-data';
import { scaled } from './scale';
import { FIRST, LAST, putAll, random } from './seeded';

export const BENCH_FORMS = scaled(20_000);
/** The forms of the sample student and of the sample agent (people-data.ts), at every size of college. */
const SAMPLE_FORMS = 10;
const SEARCH_SLICES = 4;

/** Writes the forms; answers how many of each type, and one form id of each, for the reads. */
export const generateForms = async (ids: { courseId: string; locationId: string }): Promise<{ byType: Map<number, number>; sampleIds: string[] }> => {
  const { FormEntity, FORMS_LIST, typeScope } = await import('@functions/forms/form-db');
  const { setCounts } = await import('@functions/platform/list-counts');
  const { countStages, fileInSearchIndex } = await import('@functions/forms/form-store');
  const { fileInAgentLists } = await import('@functions/forms/student-links-migration');
  const next = random(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const answersByType = new Map(FORM_TYPES.map((t) => [t.id, completeAnswers(t.definition, ids)]));
  // Filled in by the generated students and agents: an agent's form carries the agent's name and e-mail. The sample
  // people's forms are of set families and stages; everyone else's are picked at random.
  const samples = [sampleStudent(), sampleAgent()];
  const owners = unsampledPeople();
  const ownerFields = (owner: (typeof owners)[number]) => ({
    ownerId: owner.id,
    ownerName: owner.name,
    ...(owner.agent ? { isAgent: true, agentName: owner.name, agentEmail: owner.email } : { isAgent: false, agentName: '', agentEmail: '' }),
  });
  const byType = new Map<number, number>();
  const sampleIds: string[] = [];
  const start = Date.parse('2026-01-01T00:00:00Z');
  const items = Array.from({ length: BENCH_FORMS }, (_, i) => {
    const sample = sampleOwnerOf(i, BENCH_FORMS, SAMPLE_FORMS, samples);
    const type = sample ? FORM_TYPES[sample.k % FORM_TYPES.length]! : pick(FORM_TYPES);
    const answers = answersByType.get(type.id)!;
    const headerKeys = new Set(fieldsOf(type.definition).flatMap((f) => ('header' in f && f.header ? [f.key] : [])));
    const [firstname, lastname] = [pick(FIRST), pick(LAST)];
    const id = `bench${i.toString(36).padStart(6, '0')}`;
    byType.set(type.id, (byType.get(type.id) ?? 0) + 1);
    if (i % Math.ceil(BENCH_FORMS / 20) === 0) sampleIds.push(id);
    const submitted = sample ? sample.k % 5 !== 4 : next() < 0.8;
    return {
      id,
      formTypeId: type.id,
      ...ownerFields(sample?.person ?? owners[Math.floor(next() * owners.length)]!),
      status: submitted ? ('submitted' as const) : ('draft' as const),
      step: 0,
      firstname,
      lastname,
      email: `${firstname}.${lastname}.${i}@example.com`.toLowerCase().replace(/'/g, ''),
      studentId: `HI${String(100000 + i)}`,
      courseId: ids.courseId,
      courseLocationId: ids.locationId,
      answer: Object.fromEntries(Object.entries(answers).filter(([k]) => !headerKeys.has(k))),
      verified: submitted && (sample ? sample.k % 2 === 0 : next() < 0.5),
      searchText: `${firstname} ${lastname}\n${firstname}.${lastname}.${i}@example.com\nhi${100000 + i}`.toLowerCase(),
      revision: 1,
      clockDueOn: '',
      createdAt: new Date(start + i * 60_000).toISOString(),
      ...(submitted ? { submittedAt: new Date(start + i * 60_000 + 3_600_000).toISOString() } : {}),
    };
  });
  // Each step timed, for the console: the search index is most of the items written.
  const step = async (what: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    console.log(`  forms: ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await step('the forms', () => putAll(FormEntity, items));
  // In slices at once: fileInSearchIndex writes 8 batches at a time, and the store keeps up with more.
  const slices = Array.from({ length: SEARCH_SLICES }, (_, k) => items.filter((_item, i) => i % SEARCH_SLICES === k));
  await step('their search index', () => Promise.all(slices.map((slice) => fileInSearchIndex(slice))));
  await setCounts(FORMS_LIST, new Map([...byType].map(([type, count]) => [typeScope(type), count])));
  await step('their stage counts', () => countStages(items));
  await step("the agents' lists", () => fileInAgentLists(items.filter((f) => f.isAgent).map((f) => ({ ...f, updatedAt: f.createdAt }))));
  return { byType, sampleIds };
};
