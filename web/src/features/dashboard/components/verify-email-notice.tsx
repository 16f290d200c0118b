import { Alert, Button, Text } from '@mantine/core';
import { useResendVerification } from '../api/resend-verification';

/** Reminds a user whose address is unverified, with a way to get a fresh link. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <Alert color="yellow" variant="light" title="Please verify your e-mail address" mb="lg">
      <Text size="sm" mb="sm">
        We sent a verification link to <strong>{email}</strong>. Open it so the college can reach you about your forms and courses.
      </Text>
      {resend.isSuccess ? (
        <Text size="sm" fw={600} role="status">
          A new link is on its way.
        </Text>
      ) : (
        <Button size="xs" variant="white" color="yellow" onClick={() => resend.mutate()} loading={resend.isPending}>
          Resend the link
        </Button>
      )}
    </Alert>
  );
}
