import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCurrentScreen } from '@web/app/current-screen';
import { useSession } from '@web/lib/session';
import { StatusMessage } from '../components/status-message';

/** Stands in for screens whose capability is not built yet, named so the visitor knows where they are. */
export function ComingSoonPage() {
  const screen = useCurrentScreen();
  const { isAuthenticated } = useSession();
  const title = screen?.title ?? 'This page';
  return (
    <StatusMessage
      title={`${title}: coming soon`}
      actions={
        <Button component={Link} to={isAuthenticated ? '/dashboard' : '/'} variant="light">
          {isAuthenticated ? 'Back to the dashboard' : 'Back to the home page'}
        </Button>
      }
    >
      We are still building {screen ? <strong>{screen.title}</strong> : 'this page'}. It will appear here in a coming
      release of the portal; nothing you need is lost in the meantime.
    </StatusMessage>
  );
}
