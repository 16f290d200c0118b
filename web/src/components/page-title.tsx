import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** A page's one h1 with an optional line of context under it, as app pages and account cards show it. */
export function PageTitle({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {description && (
        // Words are a paragraph; anything else (a ticket's or an order's badges) a block, which no <p> may hold.
        <Text c="dimmed" size="sm" component={typeof description === 'string' ? 'p' : 'div'}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
