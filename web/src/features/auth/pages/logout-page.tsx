import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullPageLoader } from '@web/components/full-page-loader';
import { useSession } from '@web/lib/session';

/** `/logout`: revokes the token on the server, forgets it here whatever the answer (spec §8), then home. */
export function LogoutPage() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => navigate('/', { replace: true }));
  }, [signOut, navigate]);

  return <FullPageLoader label="Signing you out" />;
}
