// The Documents tab of a student record: each file of the person's forms with the question it answers and the form
// it is in, newest form first; a table on a wide screen, cards on a phone.
import { Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PersonDocumentView } from '@shared/schemas/dashboard';
import { EmptyState } from '@web/components/empty-state';
import { FileLink } from '@web/components/file-link';
import { PageLoader } from '@web/components/page-loader';
import { TableSkeleton } from '@web/components/table-skeleton';
import { formatDate } from '@web/lib/format';
import { useIsPhone } from '@web/lib/use-is-phone';
import { documentLink, usePersonDocuments } from '../api/person-documents';

const File = ({ document }: { document: PersonDocumentView }) => (
  <FileLink file={document} linkOf={() => documentLink(document.form.id, document.id)} />
);
const FormLink = ({ document }: { document: PersonDocumentView }) => (
  <Anchor component={Link} to={document.form.link} size="sm">
    {document.form.title}
  </Anchor>
);

export function PersonDocuments({ userId, name }: { userId: string; name: string }) {
  const documents = usePersonDocuments(userId);
  const phone = useIsPhone();
  const label = `${name}'s documents`;
  if (documents.isPending) return <TableSkeleton label="Loading documents" rows={4} />;
  if (documents.isError) return <PageLoader query={documents} what={label} />;
  if (documents.data.length === 0) return <EmptyState title="No documents" description="No form of theirs that you may open holds a document yet." />;

  if (phone)
    return (
      <Stack gap="xs" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {documents.data.map((document) => (
          <Paper key={`${document.form.id}:${document.id}`} withBorder p="sm" radius="md" component="li">
            <Text size="sm" fw={600}>
              {document.label}
            </Text>
            <File document={document} />
            <Text size="xs" c="dimmed">
              In the <FormLink document={document} />, {formatDate(document.uploaded_at)}
            </Text>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Document</Table.Th>
          <Table.Th>What it is</Table.Th>
          <Table.Th>Form</Table.Th>
          <Table.Th>Uploaded</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.data.map((document) => (
          <Table.Tr key={`${document.form.id}:${document.id}`}>
            <Table.Td>
              <File document={document} />
            </Table.Td>
            <Table.Td>{document.label}</Table.Td>
            <Table.Td>
              <FormLink document={document} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(document.uploaded_at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
