import { Button } from '@mantine/core';
import { useState } from 'react';
import type { FormView } from '@shared/schemas/forms';
import { DecisionDialog, type Decision } from './decision-dialog';
import { personName } from './format';

/**
 * A checker's decisions on a form's page, for staff the server says may (`can.verify`, `can.return`): verify it or
 * take that back, or send it back to its applicant; each asked once more, with a note or a reason (DecisionDialog).
 */
export const VerifyButtons = ({ form }: { form: FormView }) => {
  const [decision, setDecision] = useState<Decision>();
  if (!form.can.verify && !form.can.return) return null;
  const whose = personName(form) ? `${personName(form)}’s` : 'The applicant’s';
  return (
    <>
      {form.can.return && (
        <Button variant="default" color="orange.9" onClick={() => setDecision('return')}>
          Send back
        </Button>
      )}
      {form.can.verify &&
        (form.verified ? (
          <Button variant="default" onClick={() => setDecision('unverify')}>
            Unverify
          </Button>
        ) : (
          <Button color="teal.9" onClick={() => setDecision('verify')}>
            Verify
          </Button>
        ))}
      <DecisionDialog formId={form.id} whose={whose} decision={decision} onClose={() => setDecision(undefined)} />
    </>
  );
};
