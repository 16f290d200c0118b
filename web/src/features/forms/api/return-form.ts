import { mutationOptions, useMutation } from '@tanstack/react-query';
import { formApi } from '@shared/api/forms';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Sends a submitted form back to its applicant with what to change; the server tells them. */
export const returnForm = ({ id, reason }: { id: string; reason: string }) =>
  api.call(formApi.return, { params: { id }, body: { reason } }).then((res) => res.data);

// The form's page, its family's lists and the applicant's dashboard all change.
export const returnFormMutation = mutationOptions({ mutationFn: returnForm, meta: { invalidates: [queryKeys.forms.all] } });

export const useReturnForm = () => useMutation(returnFormMutation);
