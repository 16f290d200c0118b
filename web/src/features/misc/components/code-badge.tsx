import { Text, ThemeIcon } from '@mantine/core';

/** A status page's code shown big above its title (404, 403): the pages that have one bring it, in their own chunks. */
export const CodeBadge = ({ code }: { code: string }) => (
  <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
    <Text fw={700} size="lg">
      {code}
    </Text>
  </ThemeIcon>
);
