import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { menuFor } from '@shared/screens';
import { PageHeader } from '@web/components/page-layout';
import { useSession } from '@web/lib/session';
import { useMyProfile } from '@web/lib/queries/get-my-profile';
import { ComingSoonGrid, ShortcutGrid, comingItems } from '../components/shortcut-grid';
import { VerifyEmailNotice } from '../components/verify-email-notice';

const greeting = (hour: number) => (hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening');

export function DashboardPage() {
  const { user, role, permissions } = useSession();
  const account = useMyProfile();
  const firstName = user?.name.split(/\s+/)[0] ?? '';
  const shortcuts = menuFor(role, permissions).filter((item) => item.path !== '/dashboard');
  // Capabilities not built yet get a section of their own and no link: a live-looking card would lead nowhere.
  const live = shortcuts.filter((item) => !item.coming);
  const main = live.filter((item) => item.group !== 'Student forms');
  const forms = live.filter((item) => item.group === 'Student forms');
  const coming = comingItems(shortcuts.filter((item) => item.coming));

  return (
    <>
      <PageHeader
        title={`${greeting(new Date().getHours())}, ${firstName}`}
        description={
          <Group gap="xs" component="span">
            <span>Signed in as {user?.email}</span>
            {role && (
              <Badge variant="light" component="span">
                {role}
              </Badge>
            )}
          </Group>
        }
      />
      {account.data && !account.data.email_verified_at && <VerifyEmailNotice email={account.data.email} />}
      <Stack gap="xl">
        <section aria-labelledby="shortcuts-heading">
          <Title order={2} size="h4" mb="sm" id="shortcuts-heading">
            Where to next
          </Title>
          <ShortcutGrid items={main} />
        </section>
        {forms.length > 0 && (
          <section aria-labelledby="forms-heading">
            <Title order={2} size="h4" mb={4} id="forms-heading">
              Student forms
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              Start a new form or follow the ones already submitted.
            </Text>
            <ShortcutGrid items={forms} />
          </section>
        )}
        {coming.length > 0 && (
          <section aria-labelledby="coming-heading">
            <Title order={2} size="h4" mb={4} id="coming-heading">
              Coming soon
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              These parts of the portal are being built. Until they arrive, the college's staff can help you directly.
            </Text>
            <ComingSoonGrid items={coming} />
          </section>
        )}
      </Stack>
    </>
  );
}
