import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { menuFor } from '@shared/screens';
import { PageHeader } from '@web/components/page-layout';
import { useSession } from '@web/lib/session';
import { useMyProfile } from '@web/lib/queries/get-my-profile';
import { ComingSoonGrid, ShortcutGrid, comingItems } from '../components/shortcut-grid';
import { VerifyEmailNotice } from '../components/verify-email-notice';

/** A titled group of cards; `id` is its heading's, which names the section. */
const DashboardSection = ({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) => (
  <section aria-labelledby={id}>
    <Title order={2} size="h4" mb={description ? 4 : 'sm'} id={id}>
      {title}
    </Title>
    {description && (
      <Text size="sm" c="dimmed" mb="sm">
        {description}
      </Text>
    )}
    {children}
  </section>
);

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
        <DashboardSection id="shortcuts-heading" title="Where to next">
          <ShortcutGrid items={main} />
        </DashboardSection>
        {forms.length > 0 && (
          <DashboardSection id="forms-heading" title="Student forms" description="Start a new form or follow the ones already submitted.">
            <ShortcutGrid items={forms} />
          </DashboardSection>
        )}
        {coming.length > 0 && (
          <DashboardSection
            id="coming-heading"
            title="Coming soon"
            description="These parts of the portal are being built. Until they arrive, the college's staff can help you directly."
          >
            <ComingSoonGrid items={coming} />
          </DashboardSection>
        )}
      </Stack>
    </>
  );
}
