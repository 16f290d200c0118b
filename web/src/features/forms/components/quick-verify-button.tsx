import { Button } from '@mantine/core';
import { useState } from 'react';
import type { FormListItem } from '@shared/schemas/forms';
import { DecisionDialog, type Decision } from './decision-dialog';
import { personName } from './format';

/** A list row's "Verify" or "Unverify": staff check a submitted form without opening it, asked once more first. */
export const QuickVerifyButton = ({ form }: { form: FormListItem }) => {
  const [decision, setDecision] = useState<Decision>();
  if (form.status !== 'submitted') return null;
  const whose = personName(form) || 'this person';
  return (
    <>
      <Button
        size="xs"
        variant={form.verified ? 'default' : 'light'}
        onClick={() => setDecision(form.verified ? 'unverify' : 'verify')}
        aria-label={form.verified ? `Unverify ${whose}’s form` : `Verify ${whose}’s form`}
      >
        {form.verified ? 'Unverify' : 'Verify'}
      </Button>
      <DecisionDialog formId={form.id} whose={`${whose}’s`} decision={decision} onClose={() => setDecision(undefined)} />
    </>
  );
};
