// The frame of the public pages: the product name, a way in, the page, and the chat widget for visitors.
import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '@web/components/skip-link';
import { useLandingPath } from '@web/lib/return-to';
import { useSession } from '@web/lib/session';
import { BrandMark } from './brand-mark';
import { COLLEGE_NAME } from '@web/lib/brand';
import { NavigationProgress } from './navigation-progress';

// The widget's panel is loaded when first opened: the public pages (sign-in among them) stay light.
const GuestChatDrawer = lazy(() => import('@web/features/chat/components/guest-chat-widget'));

/** The chat button's height and its gap from the bottom of the screen, and a little more. */
const CHAT_BUTTON_ROOM = 76;

/** Spec §1: a visitor not signed in can chat from every public page (the chat's own page is the chat already). */
const ChatWidget = () => {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {/* Fixed in place as Mantine's Affix would put it, without the portal code it brings (the last of the layout, it
          comes after the footer in reading order, as from the portal). */}
      <Box pos="fixed" bottom={20} right={20} style={{ zIndex: 'var(--mantine-z-index-modal)' }}>
        <Button
          radius="xl"
          size="md"
          onClick={() => {
            setLoaded(true);
            setOpened(true);
          }}
          aria-haspopup="dialog"
        >
          Chat with us
        </Button>
      </Box>
      {loaded && (
        <Suspense fallback={null}>
          <GuestChatDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
};

export function PublicLayout() {
  const { isAuthenticated } = useSession();
  const landing = useLandingPath();
  // Keeps the remembered destination (spec §2) when the visitor chooses the sign-in page over the home card.
  const { state, pathname } = useLocation();
  const withChat = !isAuthenticated && pathname !== '/chat/guest';
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <NavigationProgress />
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <BrandMark />
            <Group gap="xs" wrap="nowrap">
              {isAuthenticated ? (
                <Button component={Link} to={landing} size="sm">
                  Open the portal
                </Button>
              ) : (
                <>
                  <Button component={Link} to="/login" state={state} variant="subtle" size="sm">
                    Sign in
                  </Button>
                  <Button component={Link} to="/register" size="sm" visibleFrom="xs">
                    Create account
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="lg" py={{ base: 'lg', sm: 'xl' }} w="100%" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      {/* Below the footer's words, room for the chat button fixed at the corner: on a phone they would sit under it. */}
      <Box component="footer" pt="md" pb={withChat ? CHAT_BUTTON_ROOM : 'md'}>
        <Container size="lg">
          <Text size="xs" c="dimmed" ta="center">
            © {new Date().getFullYear()} {COLLEGE_NAME}. Need help signing in?{' '}
            <Anchor component={Link} to="/forgot-password" size="xs" underline="always">
              Reset your password
            </Anchor>
            .
          </Text>
        </Container>
      </Box>
      {withChat && <ChatWidget />}
    </Box>
  );
}
