// The signed-in frame: header with the product name, the search (Ctrl-K), the notification bell and the user menu, the side menu (a drawer behind a
// burger on phones) and the page.
import { useEffect, type ReactNode } from 'react';
import { AppShell, Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '@web/components/skip-link';
import { useLandingPath } from '@web/lib/return-to';
import { BrandMark } from './brand-mark';
import { NavigationProgress } from './navigation-progress';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';
import { NotificationBell } from '@web/features/notifications/components/notification-bell';
import { SearchButton } from '@web/features/search/components/search-button';

export function AppLayout({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const landing = useLandingPath();

  // On a phone the menu covers the page: close it once the user picked somewhere to go.
  useEffect(close, [pathname, close]);

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding={{ base: 'sm', sm: 'lg' }}>
      <SkipLink />
      <NavigationProgress />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? 'Close the menu' : 'Open the menu'} />
            <BrandMark to={landing} compact />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <SearchButton />
            <NotificationBell />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar px="sm" aria-label="Main menu">
        <SideMenu />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} bg="var(--mantine-color-gray-0)">
        <Box maw={1240} mx="auto">
          {children}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
