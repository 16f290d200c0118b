import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@web/lib/brand';

/**
 * The product name with its harbour-wave mark; links home. `compact`: the mark alone on a phone (the signed-in header,
 * where the name beside the search, the bell and the account menu would wrap onto three lines), still named for readers.
 */
export function BrandMark({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  return (
    <Anchor component={Link} to={to} underline="never" c="inherit" aria-label={compact ? PRODUCT_NAME : undefined}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size={34} radius="md" aria-hidden="true">
          <svg width={22} height={22} viewBox="0 0 32 32" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinejoin="round">
            <path d="M4 20c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2M4 26c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2M16 4l9 6H7z" />
          </svg>
        </ThemeIcon>
        <Text fw={700} fz={{ base: 'md', sm: 'lg' }} lh={1.1} visibleFrom={compact ? 'sm' : undefined}>
          {PRODUCT_NAME}
        </Text>
      </Group>
    </Anchor>
  );
}
