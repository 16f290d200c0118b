import { useState } from 'react';
import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import type { AttachmentView } from '@shared/schemas/attachments';
import { getFormFileLink, useFormFileLink } from '../api/get-form-file';
import { formatBytes } from './format';
import { LabelledLoader } from '@web/components/labelled-loader';

/**
 * A file of a form as a link that downloads it: the short-lived link is asked for on the click (the API
 * checks the caller may read the form), and the file opens in a new tab.
 */
export const FormFileLink = ({ formId, file }: { formId: string; file: AttachmentView }) => {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    // Opened before the link is known, so the browser counts it as the click's own tab and does not block it.
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const { url } = await getFormFileLink(formId, file.id);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch {
      // The API client has said why; the blank tab is of no use.
      tab?.close();
    } finally {
      setOpening(false);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => void open()}
        style={{ wordBreak: 'break-all', textAlign: 'left' }}
        aria-label={`Download ${file.name} (${formatBytes(file.size)})`}
      >
        {file.name}
      </Anchor>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatBytes(file.size)}
      </Text>
      {opening && <LabelledLoader size="xs" label={`Opening ${file.name}`} />}
    </Group>
  );
};

/** A drawn signature: "Signed", with the picture once its link arrives. */
export const FormSignature = ({ formId, fileId, label }: { formId: string; fileId: string; label: string }) => {
  const link = useFormFileLink(formId, fileId);
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" fw={500}>
        Signed
      </Text>
      {link.data && (
        <Image
          src={link.data.url}
          alt={label}
          w="auto"
          h={80}
          fit="contain"
          radius="sm"
          style={{ border: '1px solid var(--mantine-color-gray-3)', background: 'white', maxWidth: '100%' }}
        />
      )}
    </Stack>
  );
};
