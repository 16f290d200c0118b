// The shared look of the "this is not here / not for you / not yet" pages.
import type { ReactNode } from 'react';
import { Badge, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@web/components/page-layout';

export interface StatusMessageProps {
  /** A short code shown big, e.g. 404. */
  code?: string;
  /** A short status above the title, e.g. "Coming soon". */
  badge?: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

export function StatusMessage({ code, badge, title, children, actions }: StatusMessageProps) {
  useDocumentTitle(title);
  return (
    <Center py="xl">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} w="100%">
        <Stack align="center" ta="center" gap="md">
          {code && (
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
              <Text fw={700} size="lg">
                {code}
              </Text>
            </ThemeIcon>
          )}
          {badge && (
            <Badge variant="light" size="lg">
              {badge}
            </Badge>
          )}
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{children}</Text>
          {actions && (
            <Group justify="center" gap="sm">
              {actions}
            </Group>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
