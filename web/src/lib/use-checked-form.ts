// A form kept in plain state, for the pages many people load first (sign-in, booking, a guest's ticket): it checks
// its fields with small hand checks (field-checks.ts) instead of react-hook-form and the zod schema, and treats the
// server's verdict as use-server-form.ts does. The server parses the body with the schema either way.
import { useState, type FormEvent } from 'react';
import { ApiError, isToastedError } from './api-client';
import { fieldErrorsOf, refusalAbove } from './form-errors';
import { useWrite, type WriteOptions } from './public-fetch';

/** What is wrong with a form's values: a message by field, named as the server's 422 names it (`customer.email`). */
export type FieldProblems = Partial<Record<string, string>>;

export interface CheckedFormOptions<TValues, TData, TVariables> {
  /** The problems of these values; none, and the form is sent. */
  check: (values: TValues) => FieldProblems;
  /** The feature's write (its `…Mutation` export): the call and what it invalidates (public-fetch.ts). */
  mutation: WriteOptions<TData, TVariables>;
  /** What is sent for the values: trimmed and cased as the schema's output would be. */
  toVariables: (values: TValues) => TVariables;
  onSuccess?: (data: TData) => unknown;
}

/**
 * Errors follow use-server-form.ts's policy: a refused submit shows each field's problem and focuses the first field
 * in error (by its `name`, in the page's order); once submitted, a field's message follows what is typed in it; the
 * API client has already toasted what no field can show, a 422 lands on the fields it names (what it says of a part
 * that no field of the form shows, above the form), and any other refusal (a wrong password, 404, 429) above the
 * form, as `refusal`.
 */
export function useCheckedForm<TValues, TData, TVariables>({
  check,
  mutation: options,
  toVariables,
  onSuccess,
}: CheckedFormOptions<TValues, TData, TVariables>) {
  const [errors, setErrors] = useState<FieldProblems>({});
  const [refusal, setRefusal] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  // This form shows the errors: the write's policy (request-policy.ts) must not toast them a second time.
  const mutation = useWrite({ ...options, meta: { ...options.meta, errorsShownBy: 'form' } });

  /** Call with the new values after `field` changed; every field's, when fields moved (a participant removed). */
  const recheck = (values: TValues, field?: string) => {
    if (!submitted) return;
    const problems = check(values);
    setErrors((current) => (field === undefined ? problems : { ...current, [field]: problems[field] }));
  };

  const submit = async (values: TValues, form: HTMLFormElement) => {
    setSubmitted(true);
    setRefusal(undefined);
    const problems = check(values);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) {
      const first = [...form.elements].find((element) => problems[(element as HTMLInputElement).name]);
      (first as HTMLElement | undefined)?.focus();
      return;
    }
    let data: TData;
    try {
      data = await mutation.mutateAsync(toVariables(values));
    } catch (error) {
      if (!(error instanceof ApiError) || isToastedError(error)) return;
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      setRefusal(refusalAbove(error, fieldErrors, new Set([...form.elements].map((element) => (element as HTMLInputElement).name))));
      return;
    }
    await onSuccess?.(data);
  };

  /** Back to a fresh form (after a reply is sent, say): no messages until the next submit. */
  const reset = () => {
    setSubmitted(false);
    setErrors({});
    setRefusal(undefined);
  };

  /** The `<form onSubmit>` for these values. */
  const onSubmit = (values: TValues) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(values, event.currentTarget);
  };

  return { errors, refusal, mutation, recheck, onSubmit, reset };
}
