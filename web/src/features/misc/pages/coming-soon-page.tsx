import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCurrentScreen } from '@web/lib/current-screen';
import { useLandingPath } from '@web/lib/return-to';
import { useSession } from '@web/lib/session';
import { StatusMessage } from '../components/status-message';

/** Stands in for screens whose capability is not built yet, named so the visitor knows where they are. */
export function ComingSoonPage() {
  const screen = useCurrentScreen();
  const { isAuthenticated } = useSession();
  const landing = useLandingPath();
  const title = screen?.title ?? 'This page';
  return (
    <StatusMessage
      badge="Coming soon"
      title={title}
      actions={
        <Button component={Link} to={isAuthenticated ? landing : '/'} variant="light">
          {isAuthenticated ? 'Back to the start' : 'Back to the home page'}
        </Button>
      }
    >
      We are still building this part of the portal. It will appear here in a coming release; until then, the college's staff can help you with it
      directly.
    </StatusMessage>
  );
}
