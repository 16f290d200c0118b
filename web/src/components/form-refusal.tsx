import { Alert } from '@mantine/core';

/** Why the server refused a whole form (a wrong password, 404, 429), above its fields, with an optional title. */
export function FormRefusal({ message, title }: { message: string | undefined; title?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {message}
    </Alert>
  );
}
