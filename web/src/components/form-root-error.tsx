import { Alert } from '@mantine/core';
import type { FieldErrors } from 'react-hook-form';

/** The server's message about a whole form (applyServerErrors puts it at `root.server`), with an optional title. */
export function FormRootError({ errors, title }: { errors: FieldErrors; title?: string }) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {message}
    </Alert>
  );
}
