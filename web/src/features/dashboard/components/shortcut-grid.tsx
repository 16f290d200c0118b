import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { MenuItem } from '@shared/screens';
import { Icon } from '@web/components/icons';

/** What each place is for, in a line; form families share one. */
const DESCRIPTIONS: Record<string, string> = {
  '/profile': 'Your details, picture and password',
  '/users': 'Accounts of students, agents and staff',
  '/roles': 'Roles and what each may do',
  '/permission-settings': 'The permission matrix of every role',
  '/courses': 'Courses the college delivers',
  '/short-courses': 'Short courses and their bookings',
  '/short-courses-order': 'Orders for short courses',
  '/tickets': 'Questions and requests to the college',
  '/chat': 'Talk to student support in real time',
};
const FORM_DESCRIPTION = 'Start a form or follow its progress';

/** One card per place the user may open: the side menu, laid out for the first screen they see. */
export function ShortcutGrid({ items }: { items: MenuItem[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <li key={item.path}>
          <UnstyledButton component={Link} to={item.path} w="100%" h="100%" style={{ display: 'block' }}>
            <Card withBorder radius="md" padding="sm" h="100%">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size={40} radius="md">
                  <Icon name={item.icon ?? 'forms'} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{item.label}</Text>
                  <Text size="xs" c="dimmed">
                    {item.group === 'Student forms' ? FORM_DESCRIPTION : DESCRIPTIONS[item.path]}
                  </Text>
                </div>
              </Group>
            </Card>
          </UnstyledButton>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** A capability on its way: what it will be, marked "Coming soon", and deliberately not a link. */
export interface ComingItem {
  key: string;
  label: string;
  icon: MenuItem['icon'];
  description: string;
}

/** The places the user will get once they are built: quieter than the live cards, and not clickable. */
export function ComingSoonGrid({ items }: { items: ComingItem[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <li key={item.key}>
          <Card withBorder radius="md" padding="sm" h="100%" bg="var(--mantine-color-gray-0)" style={{ borderStyle: 'dashed' }}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color="gray" size={40} radius="md">
                <Icon name={item.icon ?? 'forms'} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Group gap={6} wrap="wrap">
                  <Text fw={600} c="gray.8">
                    {item.label}
                  </Text>
                  <Badge size="xs" variant="outline" color="gray.7">
                    Coming soon
                  </Badge>
                </Group>
                <Text size="xs" c="gray.7">
                  {item.description}
                </Text>
              </div>
            </Group>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}

/**
 * The dashboard's "Coming soon" cards for these menu items: one each, except student forms, which share one
 * card naming them (a Student would otherwise face a dozen identical cards).
 */
export const comingItems = (items: MenuItem[]): ComingItem[] => {
  const forms = items.filter((item) => item.group === 'Student forms');
  const others = items
    .filter((item) => item.group !== 'Student forms')
    .map((item) => ({ key: item.path, label: item.label, icon: item.icon, description: DESCRIPTIONS[item.path] ?? '' }));
  if (forms.length === 0) return others;
  const names = forms.map((f) => f.label);
  const description = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
  return [...others, { key: 'student-forms', label: 'Student forms', icon: 'forms', description }];
};
