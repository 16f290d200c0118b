import { Alert } from '@mantine/core';
import type { FieldErrors } from 'react-hook-form';

/** The server's message about a whole form (applyServerErrors puts it at `root.server`). */
export function FormRootError({ errors }: { errors: FieldErrors }) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
