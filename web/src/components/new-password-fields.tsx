import { PasswordInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

interface NewPasswordFieldsProps<T extends NewPasswordValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  label?: string;
  confirmationLabel?: string;
}

/** A new password and its confirmation, with the rule the server applies spelt out; the caller lays them out. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
  label = 'New password',
  confirmationLabel = 'Repeat the new password',
}: NewPasswordFieldsProps<T>) {
  // The form holds more fields than these two; narrowing to them is safe because T must include both.
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  const errs = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <PasswordInput
        label={label}
        description="At least 8 characters, with a letter and a digit"
        autoComplete="new-password"
        required
        {...reg('password')}
        error={errs.password?.message}
      />
      <PasswordInput
        label={confirmationLabel}
        autoComplete="new-password"
        required
        {...reg('password_confirmation')}
        error={errs.password_confirmation?.message}
      />
    </>
  );
}
