import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { FullPageLoader } from '@web/components/full-page-loader';
import { PRODUCT_NAME } from '@web/lib/brand';
import { sessionEndedIn } from '@web/lib/return-to';
import { useSession } from '@web/lib/session';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { useSignedInRedirect } from '../components/signed-in-redirect';

export function LoginPage() {
  const { status } = useSession();
  const location = useLocation();
  const redirect = useSignedInRedirect();
  if (redirect) return redirect;
  if (status === 'loading') return <FullPageLoader label="Signing you in" />;
  return (
    <AuthCard title="Sign in" description={`Welcome back to the ${PRODUCT_NAME}.`}>
      {sessionEndedIn(location.state) && (
        <Alert color="orange" variant="light" title="Your session ended">
          Sign in again to go back to the page you were on.
        </Alert>
      )}
      <LoginForm />
      <Text size="sm" ta="center">
        Trouble signing in?{' '}
        <Anchor component={Link} to="/tickets/guest" underline="always">
          Contact support
        </Anchor>
      </Text>
    </AuthCard>
  );
}
