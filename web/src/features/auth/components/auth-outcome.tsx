import type { ReactNode } from 'react';
import { Alert, type AlertProps } from '@mantine/core';
import { AuthCard } from './auth-card';

interface AuthOutcomeProps {
  title: string;
  color: AlertProps['color'];
  /** `status` or `alert` when the notice must be announced as it appears; none for a page reached by a link. */
  role?: 'status' | 'alert';
  notice: ReactNode;
  /** What to do next: a line of advice, a button. */
  children: ReactNode;
}

/** An account page that says how something went (verified, reset, refused) and where to go next. */
export function AuthOutcome({ title, color, role, notice, children }: AuthOutcomeProps) {
  return (
    <AuthCard title={title}>
      <Alert color={color} variant="light" role={role}>
        {notice}
      </Alert>
      {children}
    </AuthCard>
  );
}
