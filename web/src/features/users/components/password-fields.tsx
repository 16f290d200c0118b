import { PasswordInput, SimpleGrid } from '@mantine/core';
import { useFormContext } from 'react-hook-form';

export interface PasswordFieldValues {
  password: string;
  password_confirmation: string;
}

/** New password and its confirmation, as both "new user" and "change password" ask for them. */
export const PasswordFields = ({ label = 'Password' }: { label?: string }) => {
  const {
    register,
    formState: { errors },
  } = useFormContext<PasswordFieldValues>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <PasswordInput
        label={label}
        description="At least 8 characters, with a letter and a digit"
        autoComplete="new-password"
        required
        {...register('password')}
        error={errors.password?.message}
      />
      <PasswordInput
        label="Confirm the password"
        autoComplete="new-password"
        required
        {...register('password_confirmation')}
        error={errors.password_confirmation?.message}
      />
    </SimpleGrid>
  );
};
