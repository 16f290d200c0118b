import { PasswordInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** A new password and its confirmation, with the rule the server applies spelt out. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  const errs = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <PasswordInput
        label="New password"
        description="At least 8 characters, with a letter and a digit"
        autoComplete="new-password"
        required
        {...reg('password')}
        error={errs.password?.message}
      />
      <PasswordInput
        label="Repeat the new password"
        autoComplete="new-password"
        required
        {...reg('password_confirmation')}
        error={errs.password_confirmation?.message}
      />
    </>
  );
}
