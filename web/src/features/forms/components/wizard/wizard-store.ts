// The wizard (spec §4): the current step, next, previous, go to a step and reset; the answers by key,
// added and cleared; the documents and signatures waiting to be sent. Its state's shape is in
// wizard-state.ts and its saves (the autosave and the queue) in wizard-saves.ts. It lives outside React so
// the first save, which moves the page from `/new` to `/{id}/edit`, hands the same wizard to the edit
// page, mid-save and all.
import type { FormType } from '@shared/forms/catalogue';
import { visibleSteps } from '@shared/forms/conditions';
import { validateAnswers } from '@shared/forms/schema';
import type { AttachmentView } from '@shared/schemas/attachments';
import type { FormView } from '@shared/schemas/forms';
import { REVIEW, fieldErrors, stepIndexOf, storedIds, type SaveMode } from './wizard-model';
import { WizardSaves, type Sender } from './wizard-saves';
import { effectiveAnswers, initialState, isDirty, type WizardState } from './wizard-state';

let nextPendingId = 0;

export interface WizardHooks {
  /** The first save made the form: the page's address becomes its edit page. */
  onCreated?: (id: string) => void;
}

export class WizardStore {
  private state: WizardState;
  private listeners = new Set<() => void>();
  private readonly saves: WizardSaves;
  hooks: WizardHooks = {};
  /** The input being typed in when the page moved to the edit address, with its caret: the edit page puts it back. */
  focused: { id: string; caret: number | null } | null = null;

  constructor(
    readonly type: FormType,
    form: FormView | null,
    prefill: Record<string, unknown> = {},
  ) {
    this.state = initialState(type, form, prefill);
    this.saves = new WizardSaves({
      type,
      read: () => this.state,
      write: (patch) => this.set(patch),
      showErrors: (errors) => this.showErrors(errors),
      created: (id) => this.hooks.onCreated?.(id),
    });
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
    this.saves.setSender(sender);
  }

  get formId(): string | null {
    return this.state.form?.id ?? null;
  }

  get definition() {
    return this.type.definition;
  }

  get dirty(): boolean {
    return isDirty(this.state);
  }

  /** The answers as conditions and validation read them, waiting files counted. */
  effectiveAnswers(): Record<string, unknown> {
    return effectiveAnswers(this.type, this.state);
  }

  visibleSteps() {
    return visibleSteps(this.definition, this.effectiveAnswers());
  }

  // --- answers (spec §4: data kept by key, with add and clear) ---

  private changed(patch: Partial<WizardState>, keys: readonly string[]): void {
    const errors = Object.fromEntries(Object.entries(this.state.errors).filter(([key]) => !keys.some((k) => key === k || key.startsWith(`${k}.`))));
    this.set({ ...patch, errors, revision: this.state.revision + 1 });
    this.saves.schedule();
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

  // --- saving (wizard-saves.ts) ---

  /** Queues a save after those on their way (a large document's upload needs the form to exist first). */
  save(mode: SaveMode): Promise<boolean> {
    return this.saves.save(mode);
  }

  /** Saves a draft now when there is something to save (leaving the page, changing steps). */
  flush(): void {
    this.saves.flush();
  }

  /** Stops the autosave timer: the page is gone (a pending flush still runs). */
  dispose(): void {
    this.saves.dispose();
  }
}
