// The wizard's state and saves (spec §4) against a stand-in for the server: a step is checked before it
// is sent, the first save creates and later ones update the whole form, stored files replace the ones
// waiting, a draft keeps back what the server would refuse, and a 422 lands on the fields.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormView } from '@shared/schemas/forms';
import type { SaveFormVariables } from '../../api/save-form';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
vi.mock('@mantine/modals', () => ({ modals: { openConfirmModal: vi.fn() } }));

const { ApiError } = await import('@web/lib/api-client');
const { formTypeBySlug } = await import('@shared/forms/catalogue');
const { WizardStore } = await import('./wizard-store');
const { AUTOSAVE_DELAY_MS } = await import('./wizard-saves');
const { REVIEW } = await import('./wizard-model');

const enrolment = formTypeBySlug('enrolment')!;

const STEP_ONE = {
  firstname: 'Mei',
  lastname: 'Chen',
  email: 'mei@example.com',
  phone: '0412 345 678',
  date_of_birth: '2000-03-04',
  citizenship: 'australian-citizen',
  home_street: '1 George St',
  home_suburb: 'Sydney',
  home_state: 'NSW',
  home_postcode: '2000',
  postal_same: true,
};

/** The server's answer to a save: the form as sent, files stored under new ids. */
const serverView = (variables: SaveFormVariables, n: number): FormView => {
  const answer = { ...(variables.body.form.answer as Record<string, unknown>) };
  const files = variables.files.map((part, i) => ({
    id: `stored-${n}-${i}`,
    name: part.filename ?? 'file',
    type: 'application/pdf',
    size: 1,
    uploaded_by: 'u',
    created_at: '',
  }));
  variables.files.forEach((part, i) => {
    const id = `stored-${n}-${i}`;
    if (part.name.startsWith('signature')) answer.signature_student = id;
    else answer.usi_exemption_files = [...((answer.usi_exemption_files as string[] | undefined) ?? []), id];
  });
  return {
    id: 'f1',
    status: 'draft',
    step: variables.body.form.step ?? 0,
    updated_at: new Date().toISOString(),
    answer,
    files,
  } as unknown as FormView;
};

const storeWithServer = (answers: Record<string, unknown> = {}) => {
  const store = new WizardStore(enrolment, null, answers);
  const sent: SaveFormVariables[] = [];
  const sender = vi.fn(async (variables: SaveFormVariables) => {
    sent.push(variables);
    return serverView(variables, sent.length);
  });
  store.setSender(sender);
  return { store, sent, sender };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('WizardStore', () => {
  it('checks a step before sending it, and puts the messages on its fields', async () => {
    const { store, sender } = storeWithServer({ firstname: 'Mei' });
    expect(await store.next()).toBe(false);
    expect(sender).not.toHaveBeenCalled();
    expect(store.getState().errors).toMatchObject({ lastname: 'Enter last name', date_of_birth: 'Enter date of birth' });
    expect(store.currentStep()).toBe('personal');
  });

  it('creates the form with the first save, updates it after, and moves on step by step', async () => {
    const { store, sent } = storeWithServer(STEP_ONE);
    const created = vi.fn();
    store.hooks.onCreated = created;
    expect(await store.next()).toBe(true);
    expect(sent[0]).toMatchObject({ id: null, body: { form: { step: 0, firstname: 'Mei', version: 'v5', form_type_id: enrolment.id } } });
    expect(sent[0]!.body).not.toHaveProperty('_method');
    expect(created).toHaveBeenCalledWith('f1');
    expect(store.currentStep()).toBe('usi');
    expect(store.dirty).toBe(false);

    store.setAnswer('usi_status', 'have');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(sent[1]).toMatchObject({ id: 'f1', body: { _method: 'put', form: { answer: { usi_status: 'have' } } } });
    expect(sent[1]!.body.form).not.toHaveProperty('step');
  });

  it('sends waiting documents as parts and keeps their stored ids after', async () => {
    const { store, sent } = storeWithServer({ ...STEP_ONE, usi_status: 'exempt', usi_exemption: 'registrar' });
    await store.next();
    store.addFiles('usi_exemption_files', [new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' })]);
    expect(await store.next()).toBe(true);
    expect(sent[1]!.files.map((f) => f.name)).toEqual(['other[0]']);
    expect(store.getState().answers.usi_exemption_files).toEqual(['stored-2-0']);
    expect(store.getState().pending).toEqual({});
    expect(store.getState().files['stored-2-0']?.name).toBe('letter.pdf');
  });

  it('keeps a signature for its step: drafts do not send it', async () => {
    const { store, sent } = storeWithServer(STEP_ONE);
    await store.next();
    store.setSignature('signature_student', new Blob(['png'], { type: 'image/png' }));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(sent[1]!.files).toEqual([]);
    expect(store.dirty).toBe(true);
  });

  it('holds back from a draft an answer the server would refuse, and says so', async () => {
    const { store, sent } = storeWithServer(STEP_ONE);
    store.setAnswer('email', 'mei@');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(sent[0]!.body.form).not.toHaveProperty('email');
    expect(store.getState().status).toMatchObject({ kind: 'saved', held: ['email'] });
    expect(store.dirty).toBe(true);
  });

  it('puts the server’s 422 on the fields of the step', async () => {
    const { store } = storeWithServer(STEP_ONE);
    store.setSender(async () => {
      throw new ApiError(422, { message: 'Check the form', errors: { 'form.lastname': ['Use at most 100 characters'] } });
    });
    expect(await store.next()).toBe(false);
    expect(store.getState().errors).toEqual({ lastname: 'Use at most 100 characters' });
    expect(store.getState().status).toEqual({ kind: 'failed', reason: 'check Last name', lastSavedAt: undefined });
  });

  it('opens only the steps reached, and the review once every step is behind', async () => {
    const { store } = storeWithServer(STEP_ONE);
    store.goTo('background');
    expect(store.currentStep()).toBe('personal');
    await store.next();
    store.goTo('personal');
    expect(store.currentStep()).toBe('personal');
    expect(store.reached(REVIEW)).toBe(false);
  });
});
