import { Card, Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { MenuItem } from '@shared/screens';
import { Icon } from '@web/components/icons';

/** What each place is for, in a line; form families share one. */
export const DESCRIPTIONS: Record<string, string> = {
  '/profile': 'Your details, picture and password',
  '/users': 'Accounts of students, agents and staff',
  '/roles': 'Roles and what each may do',
  '/permission-settings': 'The permission matrix of every role',
  '/courses': 'Courses the college delivers',
  '/short-courses': 'Short courses and their bookings',
  '/short-courses-order': 'Bookings of short courses, by stage and payment',
  '/tickets': 'Questions and requests to the college',
  '/ticket-categories': 'Kinds of questions, who answers each and how fast',
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
