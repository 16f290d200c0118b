import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { ApiError, NETWORK_ERROR_STATUS } from '@web/lib/api-client';
import type { ReturnState } from '@web/lib/return-to';
import { LabelledLoader } from './labelled-loader';

/** What PageLoader needs of a read: a TanStack query's result or a public page's (public-fetch.ts). */
interface LoadingRead {
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  /** The tries that failed while the read is still trying (TanStack Query's; spec §9 retries a failed read). */
  failureCount?: number;
  refetch(): Promise<unknown>;
}

/** Why a read failed, in the words a person acts on: signed out, not found, not allowed, offline, or the server's fault. */
export const whyNotLoaded = (error: unknown, what: string): { title: string; text: string; signIn?: boolean; final?: boolean } => {
  if (!(error instanceof ApiError)) return { title: `Could not load ${what}`, text: 'Something went wrong in this page. Try again.' };
  switch (error.status) {
    case 401:
      return { title: 'You are signed out', text: `Your session has ended. Sign in again to see ${what}.`, signIn: true };
    case 403:
      return { title: 'Not allowed', text: `You do not have access to ${what}.`, final: true };
    case 404:
      // The API answers 404 too for a record the caller may not open (another department's ticket): said as one of the causes.
      return {
        title: 'Not found',
        text: `There is no such ${what.replace(/^(this|the) /, '')} that you may open: it may have been deleted, the link may be wrong, or it is not yours to see.`,
        final: true,
      };
    case NETWORK_ERROR_STATUS:
      return { title: 'Could not reach the portal', text: 'Check your connection, then try again.' };
    default: {
      const requestId = error.body.request_id;
      const reference = requestId ? ` If it keeps happening, tell the college this reference: ${requestId}.` : '';
      return { title: `Could not load ${what}`, text: `${error.message}${reference}` };
    }
  }
};

/**
 * What a page shows before its record or list arrives: a spinner; while spec §9's retries run, that it is trying again;
 * then, if every try failed, why (whyNotLoaded) and a way on: sign in again, or try again.
 */
export const PageLoader = ({ query, what = 'this record' }: { query: LoadingRead; what?: string }) => {
  const location = useLocation();
  if (query.isError) {
    // A refusal that reading again cannot change (not found, not allowed) offers no "Try again".
    const { title, text, signIn, final } = whyNotLoaded(query.error, what);
    const back: ReturnState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return (
      <Alert color="red" variant="light" title={title}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{text}</Text>
          {signIn ? (
            <Button size="xs" variant="light" component={Link} to="/login" state={back}>
              Sign in
            </Button>
          ) : (
            !final && (
              <Button size="xs" variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
                Try again
              </Button>
            )
          )}
        </Stack>
      </Alert>
    );
  }
  const retrying = (query.failureCount ?? 0) > 0;
  return (
    <Stack align="center" py="xl" gap="xs">
      <LabelledLoader label={retrying ? `Still loading ${what}` : `Loading ${what}`} />
      <RetryingNote query={query} />
    </Stack>
  );
};

/** While a read tries again after a failure (spec §9's retries), says so: a spinner alone says nothing for nine seconds. */
export const RetryingNote = ({ query }: { query: Pick<LoadingRead, 'failureCount'> }) =>
  (query.failureCount ?? 0) > 0 ? (
    <Text size="sm" c="dimmed" role="status">
      Not loaded at the first try: trying again…
    </Text>
  ) : null;
