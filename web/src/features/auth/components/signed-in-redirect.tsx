import { Navigate, useLocation } from 'react-router-dom';
import { returnPathOf } from '@web/lib/return-to';
import { useSession } from '@web/lib/session';

/**
 * Once signed in, the sign-in pages step aside: back to where the visitor was going (spec §2), else
 * their landing screen. The one place that navigates after sign-in, so the two never race.
 */
export function useSignedInRedirect() {
  const { status, role, permissions } = useSession();
  const location = useLocation();
  if (status !== 'ready') return null;
  return <Navigate to={returnPathOf(location.state, role, permissions)} replace />;
}
