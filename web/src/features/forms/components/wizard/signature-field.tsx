// A signature answer: the pad, or the signature stored with the form (its picture, from a short-lived
// link) with "Sign again". A signature drawn here stays on the pad while the page is open, saved or not.
import { Box, Button, Group, Image, Input, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import type { Field } from '@shared/forms/definition';
import { useFormFileLink } from '../../api/get-form-file';
import { useWizardState, useWizardStore } from './use-wizard';
import { SignaturePad } from './signature-pad';
import { LabelledLoader } from '@web/components/labelled-loader';

type SignatureKind = Extract<Field, { kind: 'signature' }>;

export function SignatureField({ field, id, error, required }: { field: SignatureKind; id: string; error?: string; required: boolean }) {
  const store = useWizardStore();
  const { answers, signatures, form } = useWizardState();
  const stored = typeof answers[field.key] === 'string' ? (answers[field.key] as string) : undefined;
  // Signed on this page: the pad stays, with the strokes, whatever the saves do meanwhile.
  const [signingHere, setSigningHere] = useState(!stored || Boolean(signatures[field.key]));
  const labelId = `${id}-label`;
  const describedBy = [field.help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} required={required} component="div" mb={2}>
        {field.label}
      </Input.Label>
      {field.help && (
        <Input.Description id={`${id}-help`} mb={6}>
          {field.help}
        </Input.Description>
      )}
      {signingHere || !stored || !form ? (
        <SignaturePad
          id={id}
          label={field.label}
          describedBy={describedBy}
          invalid={Boolean(error)}
          onChange={(png) => store.setSignature(field.key, png)}
        />
      ) : (
        <StoredSignature formId={form.id} fileId={stored} label={field.label} id={id} onSignAgain={() => setSigningHere(true)} />
      )}
      {signatures[field.key] && (
        <Text size="xs" c="dimmed" mt={4}>
          The signature is saved with this step when you choose “Save and continue”.
        </Text>
      )}
      {error && (
        <Input.Error id={`${id}-error`} mt={4}>
          {error}
        </Input.Error>
      )}
    </Box>
  );
}

function StoredSignature({
  formId,
  fileId,
  label,
  id,
  onSignAgain,
}: {
  formId: string;
  fileId: string;
  label: string;
  id: string;
  onSignAgain: () => void;
}) {
  const link = useFormFileLink(formId, fileId);
  return (
    <Paper withBorder radius="md" p="sm">
      <Box h={120} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fff', borderRadius: 6 }}>
        {link.data ? (
          <Image src={link.data.url} alt={`${label}, as saved with the form`} h={110} w="auto" fit="contain" />
        ) : link.isError ? (
          <Text size="sm" c="dimmed">
            The signature is saved; its picture could not be shown.
          </Text>
        ) : (
          <LabelledLoader size="sm" label="Loading the saved signature" />
        )}
      </Box>
      <Group justify="space-between" mt="xs" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          The signature is saved with the form.
        </Text>
        <Button id={id} variant="default" size="xs" onClick={onSignAgain}>
          Sign again
        </Button>
      </Group>
    </Paper>
  );
}
