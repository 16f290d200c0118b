// A checker's decision on a submitted form, asked once more before it is made: verify it, unverify it
// (each with an optional note of why, kept in its history), or send it back to its applicant with what to change
// (required: they read it). The list's quick button and the form's page open the same dialog.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DECISION_NOTE_MAX, RETURN_REASON_MAX } from '@shared/schemas/forms';
import { useReturnForm } from '../api/return-form';
import { useVerifyForm } from '../api/verify-form';

export type Decision = 'verify' | 'unverify' | 'return';

const WORDS: Record<Decision, { title: string; confirm: string; label: string; description: string }> = {
  verify: {
    title: 'Verify this form?',
    confirm: 'Verify',
    label: 'Note (optional)',
    description: 'Why it is verified, for the form’s history: what you checked.',
  },
  unverify: {
    title: 'Mark this form as not verified?',
    confirm: 'Unverify',
    label: 'Note (optional)',
    description: 'Why, for the form’s history.',
  },
  return: {
    title: 'Send this form back?',
    confirm: 'Send back',
    label: 'What needs to change',
    description: 'The applicant reads this, changes the form and submits it again.',
  },
};

/** The dialog of one decision on the form `formId` of `whose`; `onClose` when decided or cancelled. */
export const DecisionDialog = ({
  formId,
  whose,
  decision,
  onClose,
}: {
  formId: string;
  whose: string;
  decision: Decision | undefined;
  onClose: () => void;
}) => {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const verify = useVerifyForm();
  const sendBack = useReturnForm();
  const busy = verify.isPending || sendBack.isPending;
  const words = decision ? WORDS[decision] : undefined;
  const max = decision === 'return' ? RETURN_REASON_MAX : DECISION_NOTE_MAX;

  const close = () => {
    setText('');
    setProblem(undefined);
    onClose();
  };
  const decide = async () => {
    const said = text.trim();
    if (decision === 'return' && !said) return setProblem('Say what needs to change');
    if (said.length > max) return setProblem(`Use at most ${max} characters`);
    try {
      if (decision === 'return') await sendBack.mutateAsync({ id: formId, reason: said });
      else await verify.mutateAsync({ id: formId, verify: decision === 'verify', note: said || undefined });
      close();
    } catch {
      // The API client has said why (a 409: it changed meanwhile); the dialog stays for another try or a cancel.
    }
  };

  return (
    <Modal opened={decision !== undefined} onClose={close} title={words?.title} centered closeButtonProps={{ 'aria-label': 'Close the dialog' }}>
      {words && (
        <Stack gap="md">
          <Text size="sm">{whose} form.</Text>
          <Textarea
            label={words.label}
            description={words.description}
            required={decision === 'return'}
            autosize
            minRows={3}
            maxRows={10}
            value={text}
            error={problem}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setProblem(undefined);
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color={decision === 'verify' ? 'teal.9' : decision === 'return' ? 'orange.9' : undefined}
              loading={busy}
              onClick={() => void decide()}
            >
              {words.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
