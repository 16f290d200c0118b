// The shared look of the "this is not here / not for you / could not load" pages.
import type { ReactNode } from 'react';
import { Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@web/components/page-layout';

export interface StatusMessageProps {
  /** A short code shown big, e.g. 404. */
  code?: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

export function StatusMessage({ code, title, children, actions }: StatusMessageProps) {
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
