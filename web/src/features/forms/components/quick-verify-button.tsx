import { Button } from '@mantine/core';
import type { FormListItem } from '@shared/schemas/forms';
import { useVerifyForm } from '../api/verify-form';
import { personName } from './format';

/** A list row's "Verify" or "Take back": staff check a submitted form without opening it. */
export const QuickVerifyButton = ({ form }: { form: FormListItem }) => {
  const verify = useVerifyForm();
  if (form.status !== 'submitted') return null;
  const whose = personName(form) || 'this person';
  return (
    <Button
      size="xs"
      variant={form.verified ? 'default' : 'light'}
      loading={verify.isPending}
      onClick={() => verify.mutate({ id: form.id, verify: !form.verified })}
      aria-label={form.verified ? `Take back the verification of ${whose}’s form` : `Verify ${whose}’s form`}
    >
      {form.verified ? 'Take back' : 'Verify'}
    </Button>
  );
};
