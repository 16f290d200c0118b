import { Button } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useLandingPath } from '@web/lib/return-to';
import { useSession } from '@web/lib/session';
import { CodeBadge } from '../components/code-badge';
import { StatusMessage } from '../components/status-message';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();
  const landing = useLandingPath();
  return (
    <StatusMessage
      badge={<CodeBadge code="404" />}
      title="Page not found"
      actions={
        <Button component={Link} to={isAuthenticated ? landing : '/'}>
          {isAuthenticated ? 'Back to the start' : 'Go to the home page'}
        </Button>
      }
    >
      There is no page at <code>{pathname}</code>. Check the address, or start again from the {isAuthenticated ? 'start' : 'home page'}.
    </StatusMessage>
  );
}
