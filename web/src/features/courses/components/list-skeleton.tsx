import { Skeleton, Stack } from '@mantine/core';

/** Placeholder rows while the first page loads, so the layout does not jump when it arrives. */
export const ListSkeleton = ({ label, rows = 6 }: { label: string; rows?: number }) => (
  <Stack gap="xs" aria-busy="true" aria-label={label}>
    <Skeleton height={36} />
    {Array.from({ length: rows }, (_, i) => (
      <Skeleton key={i} height={52} />
    ))}
  </Stack>
);
