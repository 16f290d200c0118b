import { useState } from 'react';
import { Alert, Badge, Button, Card, FileButton, Group, Modal, Progress, Stack, Text, Textarea } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { ATTACHMENT_POLICIES } from '@shared/schemas/attachments';
import type { DocumentState, RequiredDocumentView } from '@shared/schemas/short-courses';
import { plural } from '@shared/text';
import { EmptyState } from '@web/components/empty-state';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { formatBytes, formatDateTime } from '@web/lib/format';
import { useSession } from '@web/lib/session';
import { useCheckDocument } from '../api/check-document';
import { useDocuments, type Participant } from '../api/get-documents';
import { openDocumentFile } from '../api/open-document-file';
import { useRemoveDocumentFile } from '../api/remove-document-file';
import { useUploadDocument } from '../api/upload-document';

const POLICY = ATTACHMENT_POLICIES['short-courses'];

const STATES: Record<DocumentState, { label: string; color: string; variant: 'filled' | 'outline' }> = {
  missing: { label: 'Not uploaded', color: 'gray.8', variant: 'outline' },
  submitted: { label: 'Waiting for a check', color: 'blue.9', variant: 'filled' },
  accepted: { label: 'Accepted', color: 'teal.9', variant: 'filled' },
  rejected: { label: 'Sent back', color: 'red.9', variant: 'filled' },
};

/** The file's type and size against the area's policy, before anything is sent. */
const problemWith = (file: File): string | undefined => {
  if (!(POLICY.types as readonly string[]).includes(file.type)) return `${file.name} is not a ${POLICY.accepts}.`;
  if (file.size > POLICY.maxBytes) return `${file.name} is larger than ${formatBytes(POLICY.maxBytes)}. Scan it at a lower resolution and try again.`;
  return undefined;
};

interface DocumentCardProps {
  who: Participant;
  document: RequiredDocumentView;
  checks: boolean;
  onSendBack: () => void;
}

const DocumentCard = ({ who, document: d, checks, onSendBack }: DocumentCardProps) => {
  const [percent, setPercent] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const upload = useUploadDocument(who, setPercent);
  const remove = useRemoveDocumentFile(who);
  const check = useCheckDocument(who);
  const locked = d.state === 'accepted';
  const state = STATES[d.state];
  const choose = (file: File | null) => {
    if (!file) return;
    const refusal = problemWith(file);
    setProblem(refusal);
    if (refusal) return;
    setPercent(0);
    upload.mutate({ file, requirement: d.label }, { onSettled: () => setPercent(undefined) });
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={d.label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{d.label}</Text>
          <Badge variant={state.variant} color={state.color}>
            {state.label}
          </Badge>
        </Group>
        {d.state === 'rejected' && d.note && (
          <Alert variant="default" title="What needs fixing">
            {d.note}
          </Alert>
        )}
        {d.checked_by && d.checked_at && (
          <Text size="sm" c="dimmed">
            Checked by {d.checked_by}, {formatDateTime(d.checked_at)}
          </Text>
        )}
        {d.files.map((f) => (
          <Group key={f.id} justify="space-between" wrap="nowrap" gap="xs">
            <Button variant="subtle" px={0} onClick={() => void openDocumentFile(who, f.id)} style={{ minWidth: 0 }}>
              <Text size="sm" truncate>
                {f.name}
              </Text>
            </Button>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {formatBytes(f.size)}
              </Text>
              {!locked && (
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={remove.isPending && remove.variables === f.id}
                  onClick={() => remove.mutate(f.id)}
                >
                  Remove
                </Button>
              )}
            </Group>
          </Group>
        ))}
        {percent !== undefined && <Progress value={percent} aria-label={`Uploading to ${d.label}`} />}
        {problem && (
          <Text size="sm" c="red.9" role="alert">
            {problem}
          </Text>
        )}
        <Group gap="xs">
          {!locked && (
            <FileButton onChange={choose} accept={POLICY.types.join(',')}>
              {(props) => (
                <Button {...props} variant={d.files.length ? 'default' : 'filled'} loading={upload.isPending}>
                  {d.files.length ? 'Add another file' : 'Upload'}
                </Button>
              )}
            </FileButton>
          )}
          {checks && d.files.length > 0 && d.state !== 'accepted' && (
            <Button loading={check.isPending} onClick={() => check.mutate({ requirement: d.label, state: 'accepted' })}>
              Accept
            </Button>
          )}
          {checks && d.files.length > 0 && (
            <Button variant="default" onClick={onSendBack}>
              Send back
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
};

/** The office's reason for sending a document back, which the participant reads on this page. */
const SendBackModal = ({ who, label, onClose }: { who: Participant; label: string | null; onClose: () => void }) => {
  const [note, setNote] = useState('');
  const check = useCheckDocument(who);
  const close = () => {
    setNote('');
    check.reset();
    onClose();
  };
  return (
    <Modal
      opened={label !== null}
      onClose={close}
      title={`Send back ${label ?? ''}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close the dialog' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (label) check.mutate({ requirement: label, state: 'rejected', note }, { onSuccess: close });
        }}
      >
        <Stack gap="sm">
          <Textarea
            label="What needs fixing"
            description="The participant reads this and uploads the document again."
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={500}
            minRows={3}
            autosize
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={check.isPending} disabled={note.trim().length < 3}>
              Send back
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/**
 * `/applied-short-courses/{shortCourseId}/document/{userId}`: the documents a short course asks its participant
 * for. The participant uploads them; the booking office (who reaches this from an order) accepts each or sends it
 * back saying what is wrong.
 */
export const DocumentsPage = () => {
  const { shortCourseId = '', userId = '' } = useParams();
  const who = { shortCourseId, userId };
  const { can } = useSession();
  const documents = useDocuments(who);
  const [sendingBack, setSendingBack] = useState<string | null>(null);
  const office = can('list-short-course-order');
  if (!documents.data) {
    return (
      <Stack gap="md">
        <PageHeader title="Course documents" />
        <PageLoader query={documents} what="these documents" />
      </Stack>
    );
  }
  const view = documents.data;
  const accepted = view.documents.filter((d) => d.state === 'accepted').length;
  return (
    <Stack gap="md">
      <PageHeader
        title={`Documents for ${view.short_course.title}`}
        actions={
          <Button component={Link} to={office ? '/short-courses-order' : '/applied-short-courses'} variant="default">
            {office ? 'Short-course bookings' : 'My short courses'}
          </Button>
        }
        description={
          view.documents.length === 0
            ? `${view.user.name}: this course asks for no documents.`
            : view.complete
              ? `${view.user.name}: every document accepted.`
              : `${view.user.name}: ${accepted} of ${plural(view.documents.length, 'document')} accepted. ${POLICY.accepts}s up to ${formatBytes(POLICY.maxBytes)} each.`
        }
      />
      {view.documents.length === 0 ? (
        <EmptyState title="Nothing to upload" description="This course asks for no documents before the day." />
      ) : (
        view.documents.map((d) => (
          <DocumentCard key={d.label} who={who} document={d} checks={can('update-short-course-order')} onSendBack={() => setSendingBack(d.label)} />
        ))
      )}
      <SendBackModal who={who} label={sendingBack} onClose={() => setSendingBack(null)} />
    </Stack>
  );
};
