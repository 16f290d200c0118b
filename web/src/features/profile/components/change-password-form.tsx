import { Button, Card, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ChangeOwnPasswordBody } from '@shared/schemas/auth';
import { FormRootError } from '@web/app/form-root-error';
import { applyServerErrors } from '@web/lib/form-errors';
import { useChangePassword } from '../api/change-password';

type PasswordInputValues = z.input<typeof ChangeOwnPasswordBody>;
const EMPTY: PasswordInputValues = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordInputValues, unknown, z.output<typeof ChangeOwnPasswordBody>>({
    resolver: zodResolver(ChangeOwnPasswordBody),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
    } catch (error) {
      applyServerErrors(setError, error);
    }
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="password-heading">
      <form onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
        <Stack gap="md">
          <Title order={2} size="h4" id="password-heading">
            Change password
          </Title>
          <FormRootError errors={errors} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...register('current_password')}
            error={errors.current_password?.message}
          />
          <PasswordInput
            label="New password"
            description="At least 8 characters, with a letter and a digit"
            autoComplete="new-password"
            required
            {...register('password')}
            error={errors.password?.message}
          />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            required
            {...register('password_confirmation')}
            error={errors.password_confirmation?.message}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
