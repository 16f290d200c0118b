// The side menu (spec §6): built from the user's menu-* permissions and the entries their role admits.
import { AppShell, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { menuFor, type MenuGroup, type MenuItem } from '@shared/screens';
import { useSession } from '@web/lib/session';
import { Icon } from '@web/components/icons';

const GROUP_ORDER: MenuGroup[] = ['Main', 'Administration', 'Student forms'];

// An element id must not contain spaces ("Student forms"), or aria-labelledby points nowhere.
const menuGroupId = (group: string) => `menu-${group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

const isActive = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

export function SideMenu() {
  const { role, permissions } = useSession();
  const { pathname } = useLocation();
  const items = menuFor(role, permissions);
  const groups = GROUP_ORDER.map((group) => ({ group, items: items.filter((i) => i.group === group) })).filter((g) => g.items.length > 0);

  return (
    // The navbar pads only the sides: padding above and below sits inside the scrolled area, so the
    // list scrolls right to the bottom of the screen instead of being cut off a padding's height above it.
    <AppShell.Section grow component={ScrollArea} type="auto">
      <Stack gap="md" py="sm">
        {groups.map(({ group, items: entries }) => (
          <Stack key={group} gap={2}>
            {group !== 'Main' && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4} id={menuGroupId(group)}>
                {group}
              </Text>
            )}
            <Stack
              gap={2}
              component="ul"
              aria-labelledby={group !== 'Main' ? menuGroupId(group) : undefined}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {entries.map((item) => (
                <li key={item.path}>
                  <MenuLink item={item} active={isActive(pathname, item.path)} />
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </AppShell.Section>
  );
}

/** An entry of the menu. */
function MenuLink({ item, active }: { item: MenuItem; active: boolean }) {
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={item.label}
      active={active}
      aria-current={active ? 'page' : undefined}
      leftSection={item.icon ? <Icon name={item.icon} size={18} /> : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}
