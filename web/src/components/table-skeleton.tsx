import { Skeleton, Stack } from '@mantine/core';

interface TableSkeletonProps {
  /** What is loading, e.g. "Loading users": the placeholder's accessible name. */
  label: string;
  rows?: number;
  rowHeight?: number;
}

/** Placeholder rows while a list loads, so the layout does not jump when it arrives. */
export const TableSkeleton = ({ label, rows = 5, rowHeight = 44 }: TableSkeletonProps) => (
  <Stack gap="xs" aria-busy="true" aria-label={label}>
    <Skeleton height={36} />
    {Array.from({ length: rows }, (_, i) => (
      <Skeleton key={i} height={rowHeight} />
    ))}
  </Stack>
);
