import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLandingPath } from '@web/lib/return-to';
import { CodeBadge } from '../components/code-badge';
import { StatusMessage } from '../components/status-message';

/** Shown in place of a screen the signed-in user's role and permissions do not admit. */
export function ForbiddenPage({ screenTitle }: { screenTitle?: string }) {
  const landing = useLandingPath();
  return (
    <StatusMessage
      badge={<CodeBadge code="403" />}
      title="You do not have access to this page"
      actions={
        <Button component={Link} to={landing}>
          Back to the start
        </Button>
      }
    >
      {screenTitle ? `"${screenTitle}" is` : 'This page is'} not available to your role. If you need it for your work, ask a portal administrator to
      grant you the permission.
    </StatusMessage>
  );
}
