import { mutationOptions, useMutation } from '@tanstack/react-query';
import { formApi } from '@shared/api/forms';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Verifies a submitted form, or takes the verification back, with an optional note of why; the server records who and when. */
export const verifyForm = ({ id, verify, note }: { id: string; verify: boolean; note?: string }) =>
  api.call(verify ? formApi.verify : formApi.unverify, { params: { id }, query: { note } }).then((res) => res.data);

// The form's page, its family's lists (badge, clocks) and the staff's working-day clocks all change.
export const verifyFormMutation = mutationOptions({ mutationFn: verifyForm, meta: { invalidates: [queryKeys.forms.all] } });

export const useVerifyForm = () => useMutation(verifyFormMutation);
