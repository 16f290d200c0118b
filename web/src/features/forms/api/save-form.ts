import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formApi } from '@shared/api/forms';
import type { FormView } from '@shared/schemas/forms';
import { api, type FilePart } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import type { Submission } from '../components/wizard/wizard-model';

export interface SaveFormVariables {
  /** The form's id; none creates it (`POST /api/form`). */
  id: string | null;
  body: Submission;
  /** Documents and signatures, sent as multipart parts beside the fields. */
  files: readonly FilePart[];
}

/**
 * Creates a form, or saves one (`POST /api/form/{id}` with `_method=put`): a draft, a step or the submission.
 * A draft (the autosave) is quiet: the wizard's header says "Saved just now" instead of a toast every few seconds.
 */
export const saveForm = ({ id, body, files }: SaveFormVariables): Promise<FormView> => {
  const quiet = body.form.step === undefined && !body.form.submit;
  return (id ? api.call(formApi.update, { params: { id }, body, files, quiet }) : api.call(formApi.create, { body, files, quiet })).then(
    (res) => res.data,
  );
};

/**
 * The wizard's save. The family's lists refetch (state, names, clocks); the form's own page gets the
 * server's answer as it is, so the detail page opens on it after a submission, and the wizard, which
 * keeps its own answers while it is open, does not reload the form after every autosave. The wizard shows
 * the errors itself: in its save status and on its fields.
 */
export const useSaveForm = (slug: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveForm,
    meta: { invalidates: [queryKeys.forms.lists(slug)], errorsShownBy: 'page' },
    onSuccess: (form) => client.setQueryData(queryKeys.forms.detail(form.id), form),
  });
};
