import { Button } from '@mantine/core';
import { EmptyState } from '@web/components/empty-state';

interface UsersEmptyStateProps {
  filtered: boolean;
  onClearFilters: () => void;
}

export const UsersEmptyState = ({ filtered, onClearFilters }: UsersEmptyStateProps) =>
  filtered ? (
    <EmptyState
      title="No users match these filters"
      description="Try another search or clear the filters."
      action={
        <Button variant="light" onClick={onClearFilters}>
          Clear filters
        </Button>
      }
    />
  ) : (
    <EmptyState title="No users yet" description="Users you add will be listed here." />
  );
