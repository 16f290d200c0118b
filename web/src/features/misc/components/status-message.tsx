// The shared look of the "this is not here / not for you / could not load" pages.
import type { ReactNode } from 'react';
import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@web/components/page-layout';

export interface StatusMessageProps {
  /** Shown big above the title (the 404 page's code): given by the page, so the error page's chunk goes without it. */
  badge?: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

export function StatusMessage({ badge, title, children, actions }: StatusMessageProps) {
  useDocumentTitle(title);
  return (
    <Center py="xl">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} w="100%">
        <Stack align="center" ta="center" gap="md">
          {badge}
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
