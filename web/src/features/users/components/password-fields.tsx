import { SimpleGrid } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { NewPasswordFields } from '@web/components/new-password-fields';

export interface PasswordFieldValues {
  password: string;
  password_confirmation: string;
}

/** New password and its confirmation side by side, as both "new user" and "change password" ask for them. */
export const PasswordFields = ({ label = 'Password' }: { label?: string }) => {
  const {
    register,
    formState: { errors },
  } = useFormContext<PasswordFieldValues>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NewPasswordFields register={register} errors={errors} label={label} confirmationLabel="Confirm the password" />
    </SimpleGrid>
  );
};
