// One way for a form to talk to the server: react-hook-form validating with the same zod schema the server
// parses, a submit that runs a mutation, and the server's verdict put where the person will read it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { createElement, lazy, Suspense, useRef, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { RecordChangedAnswer } from '@shared/schemas/revisions';
import { applyServerErrors } from './form-errors';
import { mergeEdits, recordChangedIn, type MergedEdit } from './record-changed';

// Loaded once a save was overtaken: rare, and the public pages' forms (registration) stay light without it.
const RecordChangedNotice = lazy(() => import('@web/components/record-changed-notice').then((m) => ({ default: m.RecordChangedNotice })));

// zod 4's parse options (the resolver's own type also names zod 3's).
type SchemaParams = z.core.ParseContext<z.core.$ZodIssue>;

/** Builds the mutation's variables from the parsed values; may be left out when they are the values themselves. */
type VariablesOf<TOutput, TVariables> = [TOutput] extends [TVariables]
  ? { toVariables?: (values: TOutput) => TVariables }
  : { toVariables: (values: TOutput) => TVariables };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a record's view: each form names its own
export type ServerFormOptions<TValues extends FieldValues, TOutput, TData, TVariables, TView = any> = {
  /**
   * The shared schema (shared/schemas) the server parses the same body with. Its input may be looser than
   * the form's values where it coerces or preprocesses (numbers, codes); the form keeps its own value types.
   */
  schema: z.ZodType<TOutput>;
  /** Parse options, e.g. `error` to word an issue for a person ("Enter a number"). */
  schemaParams?: SchemaParams;
  /** Every field's starting value: also what the form's value types are read from. */
  defaultValues: TValues;
  /** The feature's mutation options (its `…Mutation` export): the call and what it invalidates. */
  mutation: UseMutationOptions<TData, Error, TVariables>;
  /** After the server accepted: navigate, close a dialog, or reset the form to the saved values. */
  onSuccess?: (data: TData, values: TOutput, form: UseFormReturn<TValues, unknown, TOutput>) => unknown;
  /**
   * For a form that edits a record (shared/schemas/revisions.ts): the form's values from the record's view, as the
   * form started from it. With it, a save refused because someone saved the record meanwhile shows their version
   * beside the person's and puts the person's changes on theirs (`conflictNotice`); without it, the refusal's words.
   */
  recordValues?: (current: TView) => TValues;
  /** The notice's words for fields whose name or value would not say it (`describe`: a campus's name for its id). */
  conflictLabels?: Record<string, string>;
  conflictDescribe?: Record<string, (value: unknown) => string>;
} & VariablesOf<TOutput, TVariables>;

export interface ServerForm<TValues extends FieldValues, TOutput, TData, TVariables> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The `<form onSubmit>`: validates, saves, and shows the server's verdict. */
  onSubmit: (event?: BaseSyntheticEvent) => void;
  mutation: UseMutationResult<TData, Error, TVariables>;
  /** Rendered by a form that edits a record (`recordValues`), by its Save button: their version beside the person's, after a 409. */
  conflictNotice: ReactNode;
}

/**
 * A form that saves through a mutation. Errors follow one policy: the API client has already toasted what
 * no field can show (403, 409, 5xx, offline); a 422 lands on the fields it names, and any other refusal
 * (a wrong password, 404, 429) above the form, as `root.server` (form-errors.ts). A 409 `record.changed` (someone
 * saved the record meanwhile) opens `conflictNotice` for a form that edits a record. Pages write no try/catch.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a record's view: each form names its own
export function useServerForm<TValues extends FieldValues, TOutput, TData, TVariables, TView = any>(
  options: ServerFormOptions<TValues, TOutput, TData, TVariables, TView>,
): ServerForm<TValues, TOutput, TData, TVariables> {
  const { schema, schemaParams, defaultValues, mutation: mutationOptions, onSuccess } = options;
  const toVariables = options.toVariables ?? ((values: TOutput) => values as unknown as TVariables);
  const form = useForm<TValues, unknown, TOutput>({
    // The schema's input type may be wider than the values (see `schema`); the values are what it checks.
    resolver: zodResolver(schema as unknown as z.ZodType<TOutput, TValues>, schemaParams) as Resolver<TValues, unknown, TOutput>,
    defaultValues: defaultValues as DefaultValues<TValues>,
  });
  // This form shows the errors: the cache's policy (query-client.ts) must not toast them a second time.
  const mutation = useMutation({ ...mutationOptions, meta: { ...mutationOptions.meta, errorsShownBy: 'form' } });

  const [overtaken, setOvertaken] = useState<{ answer: RecordChangedAnswer; theirs: TValues; edit: MergedEdit<TValues> }>();

  /** Whether this save was already made again on a newer revision, unasked: never twice in a row. */
  const resaved = useRef(false);
  const submit: (event?: BaseSyntheticEvent) => Promise<void> = form.handleSubmit(async (values) => {
    let data: TData;
    try {
      data = await mutation.mutateAsync(toVariables(values));
    } catch (error) {
      const answer = recordChangedIn(error);
      if (answer && options.recordValues) {
        const theirs = options.recordValues(answer.current as never);
        const started = form.formState.defaultValues as TValues;
        const edit = mergeEdits(started, form.getValues(), theirs);
        // Their save touched nothing this form shows (the picture, beside the details): save on theirs, unasked, once.
        if (!edit.theirsChanged && !resaved.current) {
          resaved.current = true;
          form.reset(theirs);
          form.reset(edit.merged, { keepDefaultValues: true });
          await submit();
          return;
        }
        setOvertaken({ answer, theirs, edit });
        return;
      }
      applyServerErrors(form.setError, error);
      return;
    }
    resaved.current = false;
    // Saved, so nothing is unsaved any more: a form that navigates away must not re-arm the unsaved-changes
    // guard while the next page is still loading (the guard would then hold the person's next click).
    form.reset(form.getValues());
    await onSuccess?.(data, values, form);
  });
  // An event handler returns nothing: a refused save is caught above and shown on the form, and
  // react-hook-form tracks the submit (isSubmitting), so no caller has a promise to wait for.
  const onSubmit = (event?: BaseSyntheticEvent) => {
    resaved.current = false;
    void submit(event);
  };

  /** Their version becomes where the form started; with `mine`, the person's changes stay on it, unsaved. */
  const settle = (mine: boolean) => {
    if (!overtaken) return;
    form.reset(overtaken.theirs);
    if (mine) form.reset(overtaken.edit.merged, { keepDefaultValues: true });
    setOvertaken(undefined);
  };
  const conflictNotice =
    overtaken &&
    createElement(
      Suspense,
      { fallback: null },
      createElement(RecordChangedNotice, {
        answer: overtaken.answer,
        fields: overtaken.edit.fields,
        labels: options.conflictLabels,
        describe: options.conflictDescribe,
        onSaveMine: () => {
          settle(true);
          onSubmit();
        },
        onReview: () => settle(true),
        onUseTheirs: () => settle(false),
      }),
    );

  return { form, onSubmit, mutation, conflictNotice };
}
