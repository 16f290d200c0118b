// A files answer (spec §3's upload groups): a drop area with a "Choose files" button, the files already
// stored with the form and those chosen since, each removable. Chosen files travel with the next save as
// `<group>[<n>]` parts; one too large for a save's body goes at once through the form's own upload (a
// presigned PUT, with a progress bar), which needs the form to exist: a draft is saved first.
import { Box, Button, CloseButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useRef, useState } from 'react';
import type { Field } from '@shared/forms/definition';
import { ATTACHMENT_POLICIES } from '@shared/schemas/attachments';
import { uploadWithTicket } from '@web/lib/presigned-upload';
import { confirmFormUpload } from '../../api/confirm-form-upload';
import { startFormUpload } from '../../api/start-form-upload';
import { formatBytes } from '../format';
import { useWizardState, useWizardStore } from './use-wizard';
import { PARTS_BUDGET_BYTES, storedIds } from './wizard-model';

type FilesKind = Extract<Field, { kind: 'files' }>;

const POLICY = ATTACHMENT_POLICIES.forms;
/** A part of a save is at most 4 MB (shared/api/forms.ts); this leaves room for the rest of the save. */
const PART_MAX_BYTES = Math.min(PARTS_BUDGET_BYTES, 4 * 1024 * 1024);

interface Upload {
  name: string;
  percent: number;
}

export function FilesField({ field, id, error, required }: { field: FilesKind; id: string; error?: string; required: boolean }) {
  const store = useWizardStore();
  const { answers, pending, files } = useWizardState();
  const openRef = useRef<() => void>(null);
  const [problem, setProblem] = useState<string>();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const stored = storedIds(answers[field.key]);
  const waiting = pending[field.key] ?? [];
  const count = stored.length + waiting.length + uploads.length;
  const room = field.max - count;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  /** Sends a large file on its own; the form is saved first when it is new. */
  const uploadAlone = async (file: File) => {
    const upload = { name: file.name, percent: 0 };
    setUploads((list) => [...list, upload]);
    store.uploading(1);
    const progress = (percent: number) => setUploads((list) => list.map((u) => (u === upload ? Object.assign(upload, { percent }) : u)));
    try {
      if (!store.formId && !(await store.save({ kind: 'draft' }))) throw new Error('Save the form first, then add the file again.');
      const formId = store.formId!;
      const ticket = await startFormUpload(formId, file);
      await uploadWithTicket(ticket, file, progress);
      store.addStoredFile(field.key, await confirmFormUpload(formId, ticket.upload_id));
    } catch (cause) {
      setProblem(`${file.name} was not uploaded: ${cause instanceof Error ? cause.message : 'try again'}`);
    } finally {
      store.uploading(-1);
      setUploads((list) => list.filter((u) => u !== upload));
    }
  };

  const accept = (chosen: File[]) => {
    setProblem(undefined);
    const taken = chosen.slice(0, Math.max(room, 0));
    if (taken.length < chosen.length) setProblem(`Add at most ${field.max} ${field.max === 1 ? 'file' : 'files'} here: remove one to add another.`);
    const small = taken.filter((f) => f.size <= PART_MAX_BYTES);
    if (small.length) store.addFiles(field.key, small);
    taken.filter((f) => f.size > PART_MAX_BYTES).forEach((f) => void uploadAlone(f));
  };

  const refuse = (rejections: FileRejection[]) => {
    const [first] = rejections;
    if (!first) return;
    const code = first.errors[0]?.code;
    setProblem(
      code === 'file-too-large'
        ? `${first.file.name} is larger than ${POLICY.maxBytes / (1024 * 1024)} MB. Make it smaller (scan it at a lower resolution) and add it again.`
        : code === 'file-invalid-type'
          ? `${first.file.name} is not a ${POLICY.accepts}. Add a ${POLICY.accepts}.`
          : `${first.file.name} could not be added: ${first.errors[0]?.message ?? 'try another file'}.`,
    );
  };

  const describedBy = [field.help ? `${id}-help` : '', hintId, error || problem ? errorId : ''].filter(Boolean).join(' ');

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <Input.Label id={labelId} required={required} component="div" mb={2}>
        {field.label}
      </Input.Label>
      {field.help && (
        <Input.Description id={`${id}-help`} mb={6}>
          {field.help}
        </Input.Description>
      )}
      <Stack gap="xs">
        {(stored.length > 0 || waiting.length > 0 || uploads.length > 0) && (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Files for ${field.label}`}>
            {stored.map((fileId) => {
              const file = files[fileId];
              const name = file?.name ?? 'A file saved with the form';
              return (
                <FileRow
                  key={fileId}
                  name={name}
                  detail={file ? `${formatBytes(file.size)} · saved` : 'saved'}
                  onRemove={() => store.removeStoredFile(field.key, fileId)}
                />
              );
            })}
            {waiting.map((p) => (
              <FileRow
                key={p.id}
                name={p.file.name}
                detail={`${formatBytes(p.file.size)} · sent with the next save`}
                onRemove={() => store.removePendingFile(field.key, p.id)}
              />
            ))}
            {uploads.map((u) => (
              <Box component="li" key={u.name}>
                <Text size="sm">{u.name}</Text>
                <Progress value={u.percent} size="sm" aria-label={`Uploading ${u.name}`} animated />
              </Box>
            ))}
          </Stack>
        )}
        {room > 0 && (
          <Dropzone
            onDrop={accept}
            onReject={refuse}
            accept={[...POLICY.types]}
            maxSize={POLICY.maxBytes}
            multiple={room > 1}
            openRef={openRef}
            activateOnClick={false}
            activateOnKeyboard={false}
            // The plain file input: the File System Access picker is missing on phones and in some browsers.
            useFsAccessApi={false}
            radius="md"
            p="md"
            inputProps={{ 'aria-label': `Choose files for ${field.label}` }}
            styles={{ root: { borderColor: error ? 'var(--mantine-color-error)' : undefined } }}
          >
            <Group justify="center" gap="sm" wrap="wrap" style={{ pointerEvents: 'none' }}>
              <Text size="sm" c="dimmed" ta="center">
                Drag {room === 1 ? 'a file' : 'files'} here, or
              </Text>
              <Button id={id} variant="light" size="sm" onClick={() => openRef.current?.()} style={{ pointerEvents: 'all' }}>
                Choose {room === 1 ? 'a file' : 'files'}
              </Button>
            </Group>
          </Dropzone>
        )}
        <Text id={hintId} size="xs" c="dimmed">
          {POLICY.accepts}, up to {POLICY.maxBytes / (1024 * 1024)} MB each · {field.max === 1 ? 'one file' : `up to ${field.max} files`}
        </Text>
        {(error || problem) && (
          <Input.Error id={errorId} role={problem && !error ? 'alert' : undefined}>
            {error ?? problem}
          </Input.Error>
        )}
      </Stack>
    </Box>
  );
}

function FileRow({ name, detail, onRemove }: { name: string; detail: string; onRemove: () => void }) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      p={6}
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}
    >
      <Box miw={0}>
        <Text size="sm" truncate="end">
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Box>
      <CloseButton onClick={onRemove} aria-label={`Remove ${name}`} />
    </Group>
  );
}
