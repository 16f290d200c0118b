import { useEffect, useState } from 'react';
import { Badge, Button, Card, FileButton, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type UserView } from '@shared/schemas/users';
import { UserAvatar } from '@web/components/user-avatar';
import { ApiError, isToastedError } from '@web/lib/api-client';
import { UploadError } from '@web/lib/presigned-upload';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUploadAvatar } from '../api/upload-avatar';

const ACCEPTED = AVATAR_TYPES.join(',');
const MAX_MB = AVATAR_MAX_BYTES / 1024 / 1024;

/** Checked here too, so a wrong file is refused before anything is sent. */
export const avatarProblem = (file: File): string | null => {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG or WebP picture.';
  if (file.size > AVATAR_MAX_BYTES) return `The picture must be at most ${MAX_MB} MB.`;
  return null;
};

const uploadProblem = (error: unknown): string | null => {
  if (error instanceof UploadError) return error.message;
  if (error instanceof ApiError && !isToastedError(error)) return error.message;
  return null;
};

export function AvatarCard({ profile }: { profile: UserView }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar(setProgress);
  const remove = useRemoveAvatar();

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (file: File | null) => {
    if (!file) return;
    const refusal = avatarProblem(file);
    setProblem(refusal);
    if (refusal) return;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    upload.mutate(
      { file, profile },
      {
        onError: (error) => setProblem(uploadProblem(error)),
        onSettled: () => {
          setProgress(null);
          setPreview(null);
        },
      },
    );
  };

  const busy = upload.isPending || remove.isPending;
  const src = preview ?? profile.avatar_url ?? null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="avatar-heading">
      <Stack align="center" gap="sm">
        <Title order={2} size="h4" id="avatar-heading" style={{ alignSelf: 'flex-start' }}>
          Profile picture
        </Title>
        <UserAvatar name={profile.name} src={src} alt={`Profile picture of ${profile.name}`} size={120} radius={120} />
        <Stack gap={2} align="center">
          <Text fw={700} size="lg" ta="center">
            {profile.name}
          </Text>
          <Group gap={4} justify="center">
            {profile.roles.map((r) => (
              <Badge key={r.id} variant="light">
                {r.name}
              </Badge>
            ))}
          </Group>
        </Stack>
        {progress !== null && (
          <Stack gap={4} w="100%">
            <Progress value={progress} w="100%" size="sm" animated aria-label={`Uploading the picture: ${progress}%`} />
            {/* Once the bytes are sent, the server reads what arrived before the picture is used. */}
            <Text size="xs" c="dimmed" ta="center" aria-live="polite">
              {progress < 100 ? `Uploading… ${progress}%` : 'Checking the picture…'}
            </Text>
          </Stack>
        )}
        {problem && (
          <Text c="red" size="sm" role="alert" ta="center">
            {problem}
          </Text>
        )}
        <Group gap="xs" justify="center">
          <FileButton onChange={choose} accept={ACCEPTED} disabled={busy}>
            {(props) => (
              <Button {...props} variant="light" loading={upload.isPending}>
                {profile.avatar_url ? 'Change picture' : 'Upload a picture'}
              </Button>
            )}
          </FileButton>
          {profile.avatar_url && (
            <Button variant="subtle" color="red" onClick={() => remove.mutate()} loading={remove.isPending} disabled={busy}>
              Remove
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed" ta="center">
          PNG, JPEG or WebP, up to {MAX_MB} MB.
        </Text>
      </Stack>
    </Card>
  );
}
