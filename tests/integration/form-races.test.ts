// Student forms under load (issue 8 probes). Ten saves of one form at once: each is written conditionally
// on the revision the server read it at, so each either wins or hears 409 `form.changed`, and the form
// keeps one winner's answers whole, its revision and history counting every winner. A student who submits
// more forms than one address may receive mails in an hour still submits every one; the inbox gets its share.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { signInAs, type ApiResponse, type Client } from '../support/api';
import { expectMails, signedInPerson } from '../support/fixtures';
import { changedFields, completeFields, courseAtCampus, postMultipart, signatureParts } from '../support/forms';
import { platformStore } from '../support/store';

const SLUG = 'change-of-address';
const SAVES_AT_ONCE = 10;

let ids: { courseId: string; locationId: string };
let admin: Client;
let mailLimit: number;

beforeAll(async () => {
  // The mail module reads the cloud's settings when it loads (see support/store.ts): imported once they are set.
  await platformStore();
  ({ limit: mailLimit } = (await import('@functions/platform/mail')).MAIL_PER_ADDRESS);
  const { course, location } = await courseAtCampus();
  ids = { courseId: course.id, locationId: location.id };
  admin = await signInAs(ROLE.admin);
});

const asUpdate = (fields: Record<string, string>) => ({ ...fields, _method: 'put' });
const submit = (fields: Record<string, string>) => ({ ...fields, 'form[submit]': '1' });

/** Save `i` of a race: its own surname and street, so the stored form shows whose save it holds, and whole. */
const racer = (i: number) => ({ lastname: `Racer${i}`, home_street: `${i} Race Street` });

/** The racers whose save won (200); every other answer must be a 409 `form.changed`, never a 500. */
const winnersOf = (saves: ApiResponse[]): number[] => {
  for (const res of saves) {
    expect(res.status === 200 || (res.status === 409 && res.body.code === 'form.changed'), `${res.status} ${JSON.stringify(res.body)}`).toBe(true);
  }
  return saves.flatMap((res, i) => (res.status === 200 ? [i] : []));
};

/** Which racer's save the form holds, failing when its surname and street come from different saves. */
const racerHeldBy = (form: { lastname: string; answer: Record<string, unknown> }): number => {
  const i = Number(/^Racer(\d+)$/.exec(form.lastname)?.[1]);
  expect(form.answer.home_street).toBe(`${i} Race Street`);
  return i;
};

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('ten saves of one form at once', () => {
  it('answers each 200 or 409 form.changed, keeps one winner’s answers whole, and moves the revision once per winner', async () => {
    // Prepare
    const { client, email } = await signedInPerson();
    const created = await postMultipart(client, '/api/form', completeFields(SLUG, ids, { email }));
    const id = created.body.data.id as string;
    const revisionBefore = created.body.data.revision;
    // Act
    const saves = await Promise.all(
      range(SAVES_AT_ONCE).map((i) => postMultipart(client, `/api/form/${id}`, asUpdate(completeFields(SLUG, ids, { email, ...racer(i) })))),
    );
    const stored = await client.get(`/api/form/${id}`);
    const revisionAfter = stored.body.data.revision;
    const history = await client.get(`/api/form/${id}/history`);
    const next = await postMultipart(client, `/api/form/${id}`, asUpdate(completeFields(SLUG, ids, { email, lastname: 'Settled' })));
    // Assess
    expect(created.status).toBe(201);
    expect(revisionBefore).toBe(1);
    const winners = winnersOf(saves);
    expect(winners.length).toBeGreaterThanOrEqual(1);
    expect(stored.status).toBe(200);
    expect(stored.body.data.status).toBe('draft');
    expect(winners).toContain(racerHeldBy(stored.body.data));
    expect(revisionAfter).toBe(1 + winners.length);
    // A draft's saves are not audited: its history is its creation only.
    expect(history.body.data.map((e: { action: string }) => e.action)).toEqual(['form.created']);
    expect(next.status).toBe(200);
    expect(next.body.data.lastname).toBe('Settled');
    expect(next.body.data.revision).toBe(2 + winners.length);
  });

  it('lets exactly one win when each names the revision it was made from, as the wizard does, and refuses a stale tab later', async () => {
    // Prepare
    const { client, email } = await signedInPerson();
    const created = await postMultipart(client, '/api/form', completeFields(SLUG, ids, { email }));
    const { id, revision } = created.body.data as { id: string; revision: number };
    const saveFrom = (from: number, overrides: Record<string, string>) =>
      postMultipart(client, `/api/form/${id}`, asUpdate({ ...completeFields(SLUG, ids, { email, ...overrides }), 'form[revision]': String(from) }));
    // Act
    const saves = await Promise.all(range(SAVES_AT_ONCE).map((i) => saveFrom(revision, racer(i))));
    const stored = await client.get(`/api/form/${id}`);
    const staleTab = await saveFrom(revision, { lastname: 'Stale' });
    const afterStale = await client.get(`/api/form/${id}`);
    const fresh = await saveFrom(stored.body.data.revision, { lastname: 'Fresh' });
    // Assess
    const winners = winnersOf(saves);
    expect(winners).toHaveLength(1);
    expect(racerHeldBy(stored.body.data)).toBe(winners[0]);
    expect(stored.body.data.revision).toBe(revision + 1);
    expect(staleTab.status).toBe(409);
    expect(staleTab.body).toMatchObject({ code: 'form.changed', message: expect.stringMatching(/changed after you opened it/) });
    expect(afterStale.body.data).toMatchObject({ lastname: stored.body.data.lastname, revision: revision + 1 });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toMatchObject({ lastname: 'Fresh', revision: revision + 2 });
  });

  it('records one change in a submitted form’s history per staff save that won, and none for a save refused', async () => {
    // Prepare
    const { client, email } = await signedInPerson();
    const submitted = await postMultipart(client, '/api/form', submit(completeFields(SLUG, ids, { email })), signatureParts());
    const form = submitted.body.data as { id: string; answer: Record<string, unknown> };
    // Each save carries the whole form, as the wizard does: its stored signature named in the answers.
    const staffSave = (overrides: Record<string, unknown>) =>
      postMultipart(admin, `/api/form/${form.id}`, asUpdate(changedFields(SLUG, ids, form, { email, ...overrides })));
    // Act
    const saves = await Promise.all(range(SAVES_AT_ONCE).map((i) => staffSave(racer(i))));
    const stored = await admin.get(`/api/form/${form.id}`);
    const revisionAfter = stored.body.data.revision;
    const history = await client.get(`/api/form/${form.id}/history`);
    const next = await staffSave({ lastname: 'Settled' });
    const historyAfter = await client.get(`/api/form/${form.id}/history`);
    // Assess
    expect(submitted.status).toBe(201);
    const winners = winnersOf(saves);
    expect(winners.length).toBeGreaterThanOrEqual(1);
    expect(winners).toContain(racerHeldBy(stored.body.data));
    expect(stored.body.data).toMatchObject({ status: 'submitted', answer: { signature_student: form.answer.signature_student } });
    expect(stored.body.data.files.map((f: { id: string }) => f.id)).toEqual([form.answer.signature_student]);
    expect(revisionAfter).toBe(1 + winners.length);
    const actions = history.body.data.map((e: { action: string }) => e.action);
    expect(actions).toEqual([...Array<string>(winners.length).fill('form.updated'), 'form.submitted']);
    expect(next.status).toBe(200);
    expect(historyAfter.body.data).toHaveLength(actions.length + 1);
    expect(historyAfter.body.data[0]).toMatchObject({ action: 'form.updated', changes: expect.arrayContaining([{ field: 'lastname' }]) });
  });
});

describe('a student submitting many forms at once', () => {
  it('submits every one, and mails the student no more than an address may receive in an hour', async () => {
    // Prepare
    const { client, email } = await signedInPerson();
    const forms = mailLimit + 3;
    // Act
    const answers = await Promise.all(
      range(forms).map(() => postMultipart(client, '/api/form', submit(completeFields(SLUG, ids, { email })), signatureParts())),
    );
    const shown = await Promise.all(answers.map((res) => client.get(`/api/form/${res.body.data?.id}`)));
    // Assess
    expect(answers.map((res) => res.status)).toEqual(Array(forms).fill(201));
    expect(shown.map((res) => res.body.data.status)).toEqual(Array(forms).fill('submitted'));
    const mails = await expectMails(email, mailLimit);
    expect(mails.map((m) => m.subject)).toEqual(Array(mailLimit).fill('Change of address form received'));
  });
});
