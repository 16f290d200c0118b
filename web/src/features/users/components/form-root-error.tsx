import { Alert } from '@mantine/core';
import type { FieldErrors } from 'react-hook-form';

/** The form-wide message `applyServerErrors` records (e.g. "The given data was invalid."), above the fields. */
export const FormRootError = ({ errors }: { errors: FieldErrors }) => {
  const message = errors.root?.message ?? errors.root?.server?.message;
  return message ? (
    <Alert color="red" variant="light" title="Please check the form" role="alert">
      {message}
    </Alert>
  ) : null;
};
