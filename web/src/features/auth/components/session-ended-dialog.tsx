import { Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { handleSessionEnded } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { isRemembered } from '@web/lib/stored-session';
import { LoginForm } from './login-form';

/**
 * "Your session ended": when the server refuses the token (signed out elsewhere, expired), the person signs
 * in again here, to the same account, without leaving the page. The requests it refused wait and are sent
 * again afterwards, so a save in progress completes and the edit is kept. Signing out instead goes to the
 * sign-in page, which brings them back here afterwards.
 */
export function SessionEndedDialog() {
  const { user } = useSession();
  const [asking, setAsking] = useState<{ email: string; remember: boolean } | null>(null);
  const answer = useRef<((signedIn: boolean) => void) | null>(null);
  const email = user?.email;

  useEffect(() => {
    if (!email) return;
    const unregister = handleSessionEnded(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setAsking({ email, remember: isRemembered() });
        }),
    );
    return () => {
      unregister();
    };
  }, [email]);

  // Leaving the signed-in screens with the question open counts as "no": nothing waits forever.
  useEffect(() => () => answer.current?.(false), []);

  const settle = (signedIn: boolean) => {
    setAsking(null);
    answer.current?.(signedIn);
    answer.current = null;
  };

  return (
    <Modal
      opened={asking !== null}
      onClose={() => undefined}
      title="Your session ended"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="md"
    >
      {asking && (
        <Stack gap="md">
          <Text size="sm">
            You were signed out, perhaps from another device or after some time away. Sign in again as <strong>{asking.email}</strong> to carry on:
            this page and your changes stay as they are, and what you were saving is sent once you are back.
          </Text>
          <LoginForm account={asking} onSignedIn={() => settle(true)} />
          <Button variant="subtle" color="gray" onClick={() => settle(false)}>
            Sign out instead
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
