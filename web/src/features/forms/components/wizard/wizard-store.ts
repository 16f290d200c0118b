// The wizard's state (spec §4): the current step, next, previous, go to a step and reset; the answers by
// key, added and cleared; the documents and signatures waiting to be sent; and the saves, one at a time,
// each carrying the whole form. It lives outside React so the first save, which moves the page from
// `/new` to `/{id}/edit`, hands the same wizard to the edit page, mid-save and all.
import type { FormType } from '@shared/forms/catalogue';
import { visibleSteps } from '@shared/forms/conditions';
import { validateAnswers } from '@shared/forms/schema';
import type { AttachmentView } from '@shared/schemas/attachments';
import type { FormView } from '@shared/schemas/forms';
import { ApiError, NETWORK_ERROR_STATUS } from '@web/lib/api-client';
import type { SaveFormVariables } from '../../api/save-form';
import {
  REVIEW,
  answersFromForm,
  buildSubmission,
  fieldErrors,
  nameParts,
  nextBatch,
  outgoingParts,
  partNamedIn,
  resumeAt,
  labelOf,
  stepIndexOf,
  storedIds,
  withIncoming,
  type PendingFile,
  type SaveMode,
} from './wizard-model';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 2000;

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

type Sender = (variables: SaveFormVariables) => Promise<FormView>;

let nextPendingId = 0;

export interface WizardHooks {
  /** The first save made the form: the page's address becomes its edit page. */
  onCreated?: (id: string) => void;
}

export class WizardStore {
  private state: WizardState;
  private listeners = new Set<() => void>();
  private queue: Promise<unknown> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sender: Sender | undefined;
  hooks: WizardHooks = {};
  /** The input being typed in when the page moved to the edit address, with its caret: the edit page puts it back. */
  focused: { id: string; caret: number | null } | null = null;

  constructor(
    readonly type: FormType,
    form: FormView | null,
    prefill: Record<string, unknown> = {},
  ) {
    const { definition } = type;
    const answers = form ? answersFromForm(definition, form) : prefill;
    // A submitted form (staff changing it) opens on its answers, every step a click away.
    const submitted = form?.status === 'submitted';
    const current = submitted ? REVIEW : form ? resumeAt(definition, answers, form.step) : (visibleSteps(definition, answers)[0]?.id ?? REVIEW);
    const position = current === REVIEW ? definition.steps.length : definition.steps.findIndex((s) => s.id === current);
    this.state = {
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

  // --- subscription (useSyncExternalStore) ---

  getState = (): WizardState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<WizardState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  /** The page's save mutation; set on every render, so a handed-over wizard uses the page that shows it. */
  setSender(sender: Sender): void {
    this.sender = sender;
  }

  get formId(): string | null {
    return this.state.form?.id ?? null;
  }

  get definition() {
    return this.type.definition;
  }

  /** Submitted forms are changed by staff only, on purpose: each Next or "Save changes", never an autosave (every change is audited). */
  get autosaves(): boolean {
    return this.state.form?.status !== 'submitted';
  }

  get dirty(): boolean {
    return (
      this.state.revision !== this.state.savedRevision || Object.keys(this.state.pending).length > 0 || Object.keys(this.state.signatures).length > 0
    );
  }

  /** The answers as conditions and validation read them, waiting files counted. */
  effectiveAnswers(): Record<string, unknown> {
    const { answers, pending, signatures } = this.state;
    return withIncoming(this.definition, answers, pending, signatures);
  }

  visibleSteps() {
    return visibleSteps(this.definition, this.effectiveAnswers());
  }

  // --- answers (spec §4: data kept by key, with add and clear) ---

  private changed(patch: Partial<WizardState>, keys: readonly string[]): void {
    const errors = Object.fromEntries(Object.entries(this.state.errors).filter(([key]) => !keys.some((k) => key === k || key.startsWith(`${k}.`))));
    this.set({ ...patch, errors, revision: this.state.revision + 1 });
    this.scheduleAutosave();
  }

  /** Sets answers by key (several at once: a new course clears its campus). `undefined` clears one. */
  setAnswers(values: Record<string, unknown>): void {
    const answers = { ...this.state.answers };
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete answers[key];
      else answers[key] = value;
    }
    this.changed({ answers }, Object.keys(values));
  }

  setAnswer(key: string, value: unknown): void {
    this.setAnswers({ [key]: value });
  }

  clearAnswer(key: string): void {
    this.setAnswers({ [key]: undefined });
  }

  addFiles(key: string, files: readonly File[]): void {
    const added = files.map((file) => ({ id: `pending-${++nextPendingId}`, file }));
    this.changed({ pending: { ...this.state.pending, [key]: [...(this.state.pending[key] ?? []), ...added] } }, [key]);
  }

  removePendingFile(key: string, id: string): void {
    const left = (this.state.pending[key] ?? []).filter((p) => p.id !== id);
    const pending = { ...this.state.pending, [key]: left };
    if (left.length === 0) delete pending[key];
    this.changed({ pending }, [key]);
  }

  removeStoredFile(key: string, id: string): void {
    const left = storedIds(this.state.answers[key]).filter((stored) => stored !== id);
    this.setAnswer(key, left.length ? left : undefined);
  }

  /** A large document's own upload started (+1) or ended (-1). */
  uploading(delta: 1 | -1): void {
    this.set({ uploads: Math.max(0, this.state.uploads + delta) });
  }

  /** A file uploaded on its own (too large for a save) and confirmed: the next save names it. */
  addStoredFile(key: string, file: AttachmentView): void {
    this.set({ files: { ...this.state.files, [file.id]: file } });
    this.setAnswer(key, [...storedIds(this.state.answers[key]), file.id]);
  }

  /** A new signature (PNG) to send, or null to clear the pad and the stored one. */
  setSignature(key: string, png: Blob | null): void {
    const signatures = { ...this.state.signatures };
    const answers = { ...this.state.answers };
    if (png) signatures[key] = png;
    else {
      delete signatures[key];
      delete answers[key];
    }
    this.changed({ signatures, answers }, [key]);
  }

  // --- steps (spec §4: current step from 0, next, previous, go to a step, reset) ---

  private indexOf(stepId: string): number {
    return stepId === REVIEW ? this.definition.steps.length : this.definition.steps.findIndex((s) => s.id === stepId);
  }

  /** The step shown, as the answers make the steps now: a step that was hidden gives way to the next visible one. */
  currentStep(): string {
    const { current } = this.state;
    if (current === REVIEW) return REVIEW;
    const visible = this.visibleSteps();
    if (visible.some((s) => s.id === current)) return current;
    const at = this.indexOf(current);
    return visible.find((s) => this.indexOf(s.id) > at)?.id ?? REVIEW;
  }

  /** True for a step already reached: the stepper opens it. */
  reached(stepId: string): boolean {
    return this.indexOf(stepId) <= this.state.furthest;
  }

  /** Opens a step already reached (the stepper, the review's "Change"); the draft is saved on the way. */
  goTo(stepId: string): void {
    if (!this.reached(stepId)) return;
    this.set({ current: stepId });
    this.flush();
  }

  previous(): void {
    const visible = this.visibleSteps();
    const current = this.currentStep();
    const at = current === REVIEW ? visible.length : visible.findIndex((s) => s.id === current);
    const before = visible[at - 1];
    if (before) this.goTo(before.id);
  }

  /** Back to the first step, the answers kept (the form is saved as it is). */
  reset(): void {
    this.goTo(this.visibleSteps()[0]?.id ?? REVIEW);
  }

  /**
   * Next: checks the step as the server will, saves it (`form[step]`) and moves on. False when the step
   * has errors (shown on its fields) or the save failed.
   */
  async next(): Promise<boolean> {
    const current = this.currentStep();
    if (current === REVIEW) return false;
    const index = this.indexOf(current);
    if (!this.checkLocally({ kind: 'step', index })) return false;
    const saved = await this.save({ kind: 'step', index });
    if (!saved) return false;
    const visible = this.visibleSteps();
    const following = visible[visible.findIndex((s) => s.id === current) + 1]?.id ?? REVIEW;
    this.set({ current: following, furthest: Math.max(this.state.furthest, this.indexOf(following)) });
    return true;
  }

  /** Submits the form (`form[submit]=1`) once every visible step holds; true when the server took it. */
  async submit(): Promise<boolean> {
    if (!this.checkLocally({ kind: 'submit' })) return false;
    return this.save({ kind: 'submit' });
  }

  /** The definition's verdict before anything is sent: errors on their fields, the first of them opened. */
  private checkLocally(mode: { kind: 'step'; index: number } | { kind: 'submit' }): boolean {
    const result = validateAnswers(this.definition, this.effectiveAnswers(), mode);
    if (result.ok) {
      this.set({ errors: {} });
      return true;
    }
    this.showErrors(fieldErrors(this.definition, result.errors));
    return false;
  }

  /** Puts errors on their fields; when the current step has none of them, opens the first step that does. */
  private showErrors(errors: Record<string, string>): void {
    const current = this.currentStep();
    const onCurrent = Object.keys(errors).some((key) => this.definition.steps[stepIndexOf(this.definition, key)]?.id === current);
    const first = Object.keys(errors)
      .map((key) => stepIndexOf(this.definition, key))
      .filter((i) => i >= 0)
      .sort((a, b) => a - b)[0];
    const target = onCurrent || first === undefined ? current : this.definition.steps[first]!.id;
    this.set({ errors, current: target });
  }

  // --- saving ---

  private scheduleAutosave(): void {
    clearTimeout(this.timer);
    if (!this.autosaves) return;
    this.timer = setTimeout(() => void this.saveDraft(), AUTOSAVE_DELAY_MS);
  }

  /** Saves a draft now when there is something to save (leaving the page, changing steps). */
  flush(): void {
    clearTimeout(this.timer);
    if (this.autosaves && this.dirty) void this.saveDraft();
  }

  /** Stops the autosave timer: the page is gone (a pending flush still runs). */
  dispose(): void {
    clearTimeout(this.timer);
  }

  saveDraft(): Promise<boolean> {
    clearTimeout(this.timer);
    return this.save({ kind: 'draft' }, { quietWhenClean: true });
  }

  /** One save after another: each sends the form as it is when its turn comes. */
  save(mode: SaveMode, options: { quietWhenClean?: boolean } = {}): Promise<boolean> {
    const run = this.queue.then(() => (options.quietWhenClean && !this.dirty ? true : this.send(mode)));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async send(mode: SaveMode): Promise<boolean> {
    if (!this.sender) throw new Error('The wizard has no way to save yet');
    const holding = mode.kind !== 'draft';
    this.set({ status: { kind: 'saving' }, ...(holding ? { busy: true } : {}) });
    try {
      // Documents go in batches the gateway takes; all but the last batch ride on drafts.
      for (;;) {
        const { answers, pending, signatures, revision } = this.state;
        // A signature is sent with its step (or the submission), not with every pause of the pen: each one
        // sent is stored, and a draft would keep half-drawn ones.
        const parts = outgoingParts(this.definition, answers, pending, signatures).filter((p) => mode.kind !== 'draft' || p.pendingId);
        const batch = nameParts(this.definition, nextBatch(parts));
        const last = batch.length === parts.length;
        const thisMode = last ? mode : ({ kind: 'draft' } as const);
        // A draft keeps what it can: an answer the server would refuse (an e-mail half typed) waits for its fix.
        const held = thisMode.kind === 'draft' ? this.refusedInDraft() : [];
        const body = buildSubmission(this.type, answers, thisMode, { isNew: !this.formId, omit: new Set(held), revision: this.state.form?.revision });
        const sentStored = Object.fromEntries(batch.map((p) => [p.field, storedIds(answers[p.field])]));
        const form = await this.sender({ id: this.formId, body, files: batch });
        const created = !this.formId;
        this.received(form, batch, sentStored);
        if (!last) continue;
        this.set({
          savedRevision: held.length ? this.state.savedRevision : revision,
          status: { kind: 'saved', at: Date.now(), ...(held.length ? { held } : {}) },
          ...(thisMode.kind === 'draft' ? {} : { errors: {} }),
        });
        if (created) this.hooks.onCreated?.(form.id);
        // What changed while this save was on its way goes in the next one.
        if (this.dirty && this.state.revision !== revision) this.scheduleAutosave();
        return true;
      }
    } catch (error) {
      this.failed(error, mode);
      return false;
    } finally {
      if (holding) this.set({ busy: false });
    }
  }

  /** The answers a draft would be refused for, by field key (its rows' errors by the repeat). */
  private refusedInDraft(): string[] {
    const result = validateAnswers(this.definition, this.effectiveAnswers(), { kind: 'draft' });
    return result.ok ? [] : [...new Set(Object.keys(result.errors).map((key) => key.split('.')[0]!))];
  }

  /** Takes the server's answer in: the sent files now have ids; the answers typed meanwhile stay. */
  private received(form: FormView, batch: ReturnType<typeof nameParts>, sentStored: Record<string, string[]>): void {
    const answers = { ...this.state.answers };
    const pending = { ...this.state.pending };
    const signatures = { ...this.state.signatures };
    for (const [key, before] of Object.entries(sentStored)) {
      const field = this.definition.steps.flatMap((s) => s.fields).find((f) => f.key === key);
      if (field?.kind === 'signature') {
        const sent = batch.find((p) => p.field === key)?.file;
        if (signatures[key] === sent) delete signatures[key];
        if (typeof form.answer[key] === 'string') answers[key] = form.answer[key];
        continue;
      }
      const added = storedIds(form.answer[key]).filter((id) => !before.includes(id));
      answers[key] = [...storedIds(answers[key]), ...added];
      const sentIds = new Set(batch.filter((p) => p.field === key).map((p) => p.pendingId));
      const left = (pending[key] ?? []).filter((p) => !sentIds.has(p.id));
      if (left.length) pending[key] = left;
      else delete pending[key];
    }
    this.set({ form, answers, pending, signatures, files: { ...this.state.files, ...Object.fromEntries(form.files.map((f) => [f.id, f])) } });
  }

  private failed(error: unknown, mode: SaveMode): void {
    const lastSavedAt = this.state.form ? Date.parse(this.state.form.updated_at) : undefined;
    if (!(error instanceof ApiError)) {
      this.set({ status: { kind: 'failed', reason: 'something went wrong in the page. Try again', lastSavedAt } });
      return;
    }
    if (error.status === NETWORK_ERROR_STATUS) {
      this.set({ status: { kind: 'failed', reason: 'the portal could not be reached', lastSavedAt } });
      return;
    }
    const errors = fieldErrors(this.definition, error.body.errors ?? {});
    const part = partNamedIn(error.message);
    if (part && Object.keys(errors).length === 0) Object.assign(errors, fieldErrors(this.definition, { [part]: [error.message] }));
    const fields = Object.keys(errors);
    const short = (label: string) => (label.length > 50 ? `${label.slice(0, 47)}…` : label);
    const reason = fields.length ? `check ${fields.map((key) => short(labelOf(this.definition, key))).join('; ')}` : error.message;
    this.set({ status: { kind: 'failed', reason, lastSavedAt } });
    // A draft's refusal waits for the person's Next; a step's or the submission's is shown now.
    if (mode.kind !== 'draft' && fields.length) this.showErrors(errors);
  }
}
