import { Image, Stack, Text } from '@mantine/core';
import type { AttachmentView } from '@shared/schemas/attachments';
import { getFormFileLink, useFormFileLink } from '../api/get-form-file';
import { FileLink } from '@web/components/file-link';

/** A file of a form as a link that downloads it (the form's own download call checks the caller may read the form). */
export const FormFileLink = ({ formId, file }: { formId: string; file: AttachmentView }) => (
  <FileLink file={file} linkOf={() => getFormFileLink(formId, file.id)} />
);

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
