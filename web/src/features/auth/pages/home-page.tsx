// The front door: what the portal is for, and the way in.
import { Anchor, Badge, Button, Grid, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { COLLEGE_NAME, PRODUCT_NAME } from '@web/lib/brand';
import { FullPageLoader } from '@web/components/full-page-loader';
import { Icon, type IconName } from '@web/components/icons';
import { useDocumentTitle } from '@web/components/page-layout';
import { useSession } from '@web/lib/session';
import { LoginForm } from '../components/login-form';
import { useSignedInRedirect } from '../components/signed-in-redirect';

const SIGN_IN_CARD_ID = 'home-sign-in';

/** Brings the sign-in card below into view, ready to type (phones stack it under the introduction). */
const goToSignIn = () => {
  const card = document.getElementById(SIGN_IN_CARD_ID);
  card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  card?.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true });
};

const HIGHLIGHTS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'forms',
    title: 'Applications and student forms',
    text: 'Apply, enrol, defer or request a change, and follow each form from draft to decision.',
  },
  { icon: 'courses', title: 'Courses and short courses', text: 'Browse nationally recognised courses and book a place in a short course.' },
  { icon: 'tickets', title: 'Support when you need it', text: 'Raise a ticket or chat live with student support and admissions staff.' },
];

export function HomePage() {
  useDocumentTitle('Welcome');
  const { status } = useSession();
  const redirect = useSignedInRedirect();
  if (redirect) return redirect;
  if (status === 'loading') return <FullPageLoader label="Signing you in" />;

  return (
    <Grid gutter={{ base: 'xl', md: 48 }} align="center">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Badge variant="light" size="lg" w="fit-content">
            Students · Agents · Trainers · Staff
          </Badge>
          <Title order={1} fz={{ base: 32, sm: 42 }} lh={1.15}>
            Welcome to the {PRODUCT_NAME}
          </Title>
          <Text size="lg" c="dimmed" maw={560}>
            One place for everything you do with {COLLEGE_NAME}: from your first application to your certificate.
          </Text>
          {/* Phones stack the sign-in card below the fold; both ways in belong on the first screen. */}
          <Group gap="sm" hiddenFrom="md" grow preventGrowOverflow={false}>
            <Button component={Link} to="/register" size="md">
              Create account
            </Button>
            <Button variant="default" size="md" onClick={goToSignIn}>
              Sign in
            </Button>
          </Group>
          <List spacing="md" listStyleType="none" p={0} m={0}>
            {HIGHLIGHTS.map((h) => (
              <List.Item
                key={h.title}
                icon={
                  <ThemeIcon variant="light" size={40} radius="md">
                    <Icon name={h.icon} />
                  </ThemeIcon>
                }
              >
                <Text fw={600}>{h.title}</Text>
                <Text size="sm" c="dimmed">
                  {h.text}
                </Text>
              </List.Item>
            ))}
          </List>
          <Text size="sm">
            A question before you have an account?{' '}
            <Anchor component={Link} to="/chat/guest" underline="always">
              Chat with us
            </Anchor>{' '}
            now, or{' '}
            <Anchor component={Link} to="/tickets/guest" underline="always">
              contact support
            </Anchor>{' '}
            and we answer by e-mail.
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} id={SIGN_IN_CARD_ID} style={{ scrollMarginTop: 16 }}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={2} size="h3">
                Sign in
              </Title>
              <Text size="sm" c="dimmed">
                Use the e-mail address you registered with the college.
              </Text>
            </Stack>
            <LoginForm />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
