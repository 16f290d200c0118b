import { mutationOptions, useMutation } from '@tanstack/react-query';
import { formApi } from '@shared/api/forms';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Verifies a submitted form, or takes the verification back; the server records who and when. */
export const verifyForm = ({ id, verify }: { id: string; verify: boolean }) =>
  api.call(verify ? formApi.verify : formApi.unverify, { params: { id } }).then((res) => res.data);

// The form's page, its family's lists (badge, clocks) and the staff's working-day clocks all change.
export const verifyFormMutation = mutationOptions({ mutationFn: verifyForm, meta: { invalidates: [queryKeys.forms.all] } });

export const useVerifyForm = () => useMutation(verifyFormMutation);
