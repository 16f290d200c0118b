// What a route shows when it throws: most often a page chunk that failed to download after a deploy
// or on a flaky connection (spec §8), where reloading is the fix.
import { Button } from '@mantine/core';
import { useRouteError } from 'react-router-dom';
import { StatusMessage } from '@web/features/misc/components/status-message';

const CHUNK_LOAD_FAILURE = /dynamically imported module|module script failed|Loading chunk|Failed to fetch/i;

export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);

export function RouteErrorPage() {
  // An unknown address is the catch-all route's ("Page not found"), never an error here.
  const error = useRouteError();

  const reload = (
    <Button onClick={() => window.location.reload()} variant="filled">
      Reload the page
    </Button>
  );
  if (isChunkLoadError(error)) {
    return (
      <StatusMessage title="This page could not be loaded" actions={reload}>
        Part of the portal did not download, perhaps because the connection dropped or a new version was just released. Reloading usually fixes it.
      </StatusMessage>
    );
  }
  console.error(error);
  return (
    <StatusMessage title="Something went wrong" actions={reload}>
      The page stopped because of an unexpected error. Reload to try again; if it keeps happening, tell the college's IT support what you were doing.
    </StatusMessage>
  );
}
