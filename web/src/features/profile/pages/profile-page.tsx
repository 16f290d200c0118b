import { Button, Grid, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ROLE } from '@shared/permissions';
import { useSession } from '@web/lib/session';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { useMyProfile } from '@web/lib/queries/get-my-profile';
import { AvatarCard } from '../components/avatar-card';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileDetailsForm } from '../components/profile-details-form';

/** `/profile` and `/user-profile`: the signed-in user's own details, picture and password. */
export function ProfilePage() {
  const profile = useMyProfile();
  const { user, role, can } = useSession();
  // Trainers keep their qualifications and courses on a page of their own.
  const trainerLink =
    user && role === ROLE.trainer && can('update-trainer-profile') ? (
      <Button component={Link} to={`/trainer/update/${encodeURIComponent(user.id)}`} variant="light">
        Edit my trainer profile
      </Button>
    ) : undefined;
  return (
    <>
      <PageHeader title="My profile" description="Keep your details current so the college can reach you." actions={trainerLink} />
      {profile.data ? (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <AvatarCard profile={profile.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ProfileDetailsForm key={profile.data.id} profile={profile.data} />
              <ChangePasswordForm />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : profile.isError ? (
        <PageLoader query={profile} what="your profile" />
      ) : (
        <Grid gutter="lg" aria-busy="true" aria-label="Loading your profile">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton h={280} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton h={360} radius="md" />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
