import { useEffect, useRef } from 'react';
import { Button, Loader, Group, Text } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '@web/lib/session';
import { AuthCard } from '../components/auth-card';
import { AuthOutcome } from '../components/auth-outcome';
import { useVerifyEmail } from '../api/verify-email';

/** Reached from the registration mail: verifies on arrival, then says what to do next. */
export function VerifyEmailPage() {
  const { id = '', token = '' } = useParams();
  const { isAuthenticated } = useSession();
  const verification = useVerifyEmail();
  const { mutate } = verification;
  // A token works once: StrictMode's second effect run must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ id, token });
  }, [id, token, mutate]);

  const next = isAuthenticated ? (
    <Button component={Link} to="/dashboard">
      Go to the dashboard
    </Button>
  ) : (
    <Button component={Link} to="/login">
      Sign in
    </Button>
  );

  if (verification.isSuccess) {
    return (
      <AuthOutcome title="Your e-mail is verified" color="green" role="status" notice={verification.data.message}>
        {next}
      </AuthOutcome>
    );
  }

  if (verification.isError) {
    return (
      <AuthOutcome title="We could not verify your e-mail" color="red" role="alert" notice={verification.error.message}>
        <Text size="sm">
          The link may have expired or been used already.{' '}
          {isAuthenticated ? 'Ask for a new one from your dashboard.' : 'Sign in and ask for a new one from your dashboard.'}
        </Text>
        {next}
      </AuthOutcome>
    );
  }

  return (
    <AuthCard title="Verifying your e-mail">
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>One moment…</Text>
      </Group>
    </AuthCard>
  );
}
