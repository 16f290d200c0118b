// The wizard's saves (spec §4): a draft saved two seconds after typing stops, and the queue that sends the
// saves one at a time, each carrying the whole form as it is when its turn comes. The server's answer is
// taken into the state (stored files replace the ones waiting) and its refusals are put on the fields.
import type { FormType } from '@shared/forms/catalogue';
import { validateAnswers } from '@shared/forms/schema';
import type { FormView } from '@shared/schemas/forms';
import { ApiError, NETWORK_ERROR_STATUS } from '@web/lib/api-client';
import type { SaveFormVariables } from '../../api/save-form';
import { buildSubmission, fieldErrors, labelOf, nameParts, nextBatch, outgoingParts, partNamedIn, storedIds, type SaveMode } from './wizard-model';
import { autosaves, effectiveAnswers, isDirty, type WizardState } from './wizard-state';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 2000;

export type Sender = (variables: SaveFormVariables) => Promise<FormView>;

/** What the saves read and change of the wizard they save: the store hands them these. */
export interface SavedWizard {
  readonly type: FormType;
  read(): WizardState;
  write(patch: Partial<WizardState>): void;
  /** Puts errors on their fields, opening a step that has them. */
  showErrors(errors: Record<string, string>): void;
  /** The first save made the form. */
  created(id: string): void;
}

export class WizardSaves {
  private queue: Promise<unknown> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sender: Sender | undefined;

  constructor(private readonly wizard: SavedWizard) {}

  /** The page's save mutation; set on every render, so a handed-over wizard uses the page that shows it. */
  setSender(sender: Sender): void {
    this.sender = sender;
  }

  private get state(): WizardState {
    return this.wizard.read();
  }

  private set(patch: Partial<WizardState>): void {
    this.wizard.write(patch);
  }

  private get definition() {
    return this.wizard.type.definition;
  }

  private get formId(): string | null {
    return this.state.form?.id ?? null;
  }

  private get dirty(): boolean {
    return isDirty(this.state);
  }

  /** Starts the autosave delay again: something changed. */
  schedule(): void {
    clearTimeout(this.timer);
    if (!autosaves(this.state)) return;
    this.timer = setTimeout(() => void this.saveDraft(), AUTOSAVE_DELAY_MS);
  }

  /** Saves a draft now when there is something to save (leaving the page, changing steps). */
  flush(): void {
    clearTimeout(this.timer);
    if (autosaves(this.state) && this.dirty) void this.saveDraft();
  }

  /** Stops the autosave timer: the page is gone (a pending flush still runs). */
  dispose(): void {
    clearTimeout(this.timer);
  }

  private saveDraft(): Promise<boolean> {
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
        const body = buildSubmission(this.wizard.type, answers, thisMode, {
          isNew: !this.formId,
          omit: new Set(held),
          revision: this.state.form?.revision,
        });
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
        if (created) this.wizard.created(form.id);
        // What changed while this save was on its way goes in the next one.
        if (this.dirty && this.state.revision !== revision) this.schedule();
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
    const result = validateAnswers(this.definition, effectiveAnswers(this.wizard.type, this.state), { kind: 'draft' });
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
    if (mode.kind !== 'draft' && fields.length) this.wizard.showErrors(errors);
  }
}
