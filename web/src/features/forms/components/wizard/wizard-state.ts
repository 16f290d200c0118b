// The wizard's state (spec §4) as data: its shape, the state a wizard opens on, and the reads of it that
// the store and its saves share. The store (wizard-store.ts) changes it; the saves (wizard-saves.ts) send it.
import type { FormType } from '@shared/forms/catalogue';
import { visibleSteps } from '@shared/forms/conditions';
import type { AttachmentView } from '@shared/schemas/attachments';
import type { FormView } from '@shared/schemas/forms';
import { REVIEW, answersFromForm, resumeAt, withIncoming, type PendingFile } from './wizard-model';

export type SaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: number; held?: string[] } | { kind: 'failed'; reason: string; lastSavedAt?: number };

export interface WizardState {
  /** The form as the server last answered it: none until the first save. */
  form: FormView | null;
  answers: Record<string, unknown>;
  /** Documents chosen and not sent yet, by files field. */
  pending: Record<string, PendingFile[]>;
  /** Signatures drawn and not sent yet (PNG), by signature field. */
  signatures: Record<string, Blob>;
  /** Stored files by id: names and sizes for the lists and the review. */
  files: Record<string, AttachmentView>;
  /** The step shown: a step id of the definition, or REVIEW. */
  current: string;
  /** The furthest step (index in the definition) reached: the stepper's steps up to it can be opened. */
  furthest: number;
  errors: Record<string, string>;
  /** Counts changes; `savedRevision` is the one the last save carried. */
  revision: number;
  savedRevision: number;
  status: SaveStatus;
  /** True while a Next, a submit or a save in progress holds the buttons. */
  busy: boolean;
  /** Large documents on their way through their own upload: the step waits for them. */
  uploads: number;
}

/** The state a wizard opens on: a stored form where the person left off, or a new one on its prefill. */
export function initialState(type: FormType, form: FormView | null, prefill: Record<string, unknown>): WizardState {
  const { definition } = type;
  const answers = form ? answersFromForm(definition, form) : prefill;
  // A submitted form (staff changing it), or one sent back to be changed, opens on its answers, every step a click away.
  const complete = form?.status === 'submitted' || form?.status === 'returned';
  const current = complete ? REVIEW : form ? resumeAt(definition, answers, form.step) : (visibleSteps(definition, answers)[0]?.id ?? REVIEW);
  const position = current === REVIEW ? definition.steps.length : definition.steps.findIndex((s) => s.id === current);
  return {
    form,
    answers,
    pending: {},
    signatures: {},
    files: Object.fromEntries((form?.files ?? []).map((f) => [f.id, f])),
    current,
    furthest: Math.max(position, form?.step ?? 0),
    errors: {},
    revision: 0,
    savedRevision: 0,
    status: form ? { kind: 'saved', at: Date.parse(form.updated_at) } : { kind: 'idle' },
    busy: false,
    uploads: 0,
  };
}

/** True while something typed, chosen or drawn has not been saved. */
export const isDirty = (state: WizardState): boolean =>
  state.revision !== state.savedRevision || Object.keys(state.pending).length > 0 || Object.keys(state.signatures).length > 0;

/** Submitted forms are changed by staff only, on purpose: each Next or "Save changes", never an autosave (every change is audited). */
export const autosaves = (state: WizardState): boolean => state.form?.status !== 'submitted';

/** The answers as conditions and validation read them, waiting files counted. */
export const effectiveAnswers = (type: FormType, state: WizardState): Record<string, unknown> =>
  withIncoming(type.definition, state.answers, state.pending, state.signatures);
