import { Anchor, Button, Fieldset, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { TrainerProfileUpdateBody, type TrainerProfileView } from '@shared/schemas/users';
import { FormRootError } from '@web/components/form-root-error';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { useServerForm } from '@web/lib/use-server-form';
import { useUnsavedChangesGuard } from '@web/lib/use-unsaved-changes-guard';
import { useSession } from '@web/lib/session';
import { useTrainerProfile } from '../api/get-trainer-profile';
import { updateTrainerProfileMutation } from '../api/update-trainer-profile';
import { CoursesDeliveredInput } from '../components/courses-delivered-input';
import { QualificationsFields } from '../components/qualifications-fields';

// The server's schema is the form's: one rule for both sides (a course code like SC-EXCEL included).
type TrainerProfileFormInput = z.input<typeof TrainerProfileUpdateBody>;

/** Serves both an administrator editing any trainer and a trainer editing their own profile. */
export const TrainerUpdatePage = () => {
  const { id = '' } = useParams();
  const profile = useTrainerProfile(id);
  const { user } = useSession();
  const isOwnProfile = user?.id === id;

  return (
    <Stack gap="md">
      <PageHeader
        title={isOwnProfile ? 'My trainer profile' : 'Trainer profile'}
        description={
          profile.data ? `${profile.data.user.name} · what students and staff see about ${isOwnProfile ? 'you' : 'this trainer'}.` : undefined
        }
      />
      {profile.data ? (
        <TrainerProfileEditor key={id} userId={id} profile={profile.data} showUserLink={!isOwnProfile} />
      ) : (
        <PageLoader query={profile} what="the trainer profile" />
      )}
    </Stack>
  );
};

const toFormValues = (profile: TrainerProfileView): TrainerProfileFormInput => ({
  phone: profile.phone ?? '',
  mobile: profile.mobile ?? '',
  address: profile.address ?? '',
  bio: profile.bio ?? '',
  qualifications: profile.qualifications ?? [],
  courses: profile.courses ?? [],
  revision: profile.revision,
});

interface TrainerProfileEditorProps {
  userId: string;
  profile: TrainerProfileView;
  showUserLink: boolean;
}

const TrainerProfileEditor = ({ userId, profile, showUserLink }: TrainerProfileEditorProps) => {
  const { form, onSubmit, conflictNotice } = useServerForm({
    schema: TrainerProfileUpdateBody,
    defaultValues: toFormValues(profile),
    mutation: updateTrainerProfileMutation,
    toVariables: (body) => ({ userId, body }),
    // Stay on the page (trainers come here to edit their own profile); the saved profile, at its new revision,
    // becomes the new baseline.
    onSuccess: (saved, _body, savedForm) => savedForm.reset(toFormValues(saved.data)),
    recordValues: toFormValues,
    conflictLabels: { courses: 'Courses delivered' },
    conflictDescribe: {
      qualifications: (value) => (value as { title: string }[]).map((q) => q.title).join(', ') || '(none)',
      courses: (value) => {
        const count = (value as string[]).length;
        return count === 1 ? '1 course' : `${count} courses`;
      },
    },
  });
  const {
    register,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  useUnsavedChangesGuard(form.formState);

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Trainer profile">
        <Stack gap="lg">
          <FormRootError errors={errors} title="Please check the form" />
          <Fieldset legend="Contact details">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Phone" type="tel" autoComplete="tel" {...register('phone')} error={errors.phone?.message} />
              <TextInput label="Mobile" type="tel" autoComplete="tel" {...register('mobile')} error={errors.mobile?.message} />
            </SimpleGrid>
            <TextInput mt="md" label="Address" autoComplete="street-address" {...register('address')} error={errors.address?.message} />
          </Fieldset>
          <Fieldset legend="About">
            <Textarea
              label="Bio"
              description="A few sentences on experience and teaching areas (up to 2000 characters)."
              autosize
              minRows={4}
              maxRows={12}
              {...register('bio')}
              error={errors.bio?.message}
            />
          </Fieldset>
          <Fieldset legend="Qualifications">
            <QualificationsFields />
          </Fieldset>
          <Fieldset legend="Courses">
            <CoursesDeliveredInput delivered={profile.course_details} />
          </Fieldset>
          <Group justify="space-between" gap="sm" wrap="wrap">
            {showUserLink ? (
              <Anchor component={Link} to={`/users/update/${userId}`} size="sm">
                Back to {profile.user.name}'s account
              </Anchor>
            ) : (
              <span />
            )}
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
      {conflictNotice}
    </FormProvider>
  );
};
