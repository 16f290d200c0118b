import { Button } from '@mantine/core';
import type { FormView } from '@shared/schemas/forms';
import { useVerifyForm } from '../api/verify-form';

/** "Verify" or "Take back verification" on a form's page, for staff the server says may (`can.verify`). */
export const VerifyButtons = ({ form }: { form: FormView }) => {
  const verify = useVerifyForm();
  if (!form.can.verify) return null;
  return form.verified ? (
    <Button variant="default" loading={verify.isPending} onClick={() => verify.mutate({ id: form.id, verify: false })}>
      Take back verification
    </Button>
  ) : (
    <Button color="teal.9" loading={verify.isPending} onClick={() => verify.mutate({ id: form.id, verify: true })}>
      Verify
    </Button>
  );
};
