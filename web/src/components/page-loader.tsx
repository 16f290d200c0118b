import { Alert, Button, Stack, Text } from '@mantine/core';
import { LabelledLoader } from './labelled-loader';

/** What PageLoader needs of a read: a TanStack query's result or a public page's (public-fetch.ts). */
interface LoadingRead {
  isError: boolean;
  isFetching: boolean;
  refetch(): Promise<unknown>;
}

/**
 * What a detail page shows before its record arrives: a spinner, or a short notice when loading failed
 * (the API client has already toasted the server's reason, so this only offers to try again).
 */
export const PageLoader = ({ query, what = 'this record' }: { query: LoadingRead; what?: string }) =>
  query.isError ? (
    <Alert color="red" variant="light" title={`Could not load ${what}`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">It may have been deleted, or you may not have access to it.</Text>
        <Button size="xs" variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
          Try again
        </Button>
      </Stack>
    </Alert>
  ) : (
    <Stack align="center" py="xl">
      <LabelledLoader label={`Loading ${what}`} />
    </Stack>
  );
