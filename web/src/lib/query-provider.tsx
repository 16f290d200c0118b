// TanStack Query's provider, for what reads and writes through it: the signed-in shell (protected-layout.tsx), and the
// public pages whose forms do (use-server-form.ts) or a guest's live chat. It comes with them: the public pages' first
// screens read and write through public-fetch.ts and load none of it.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { queryClient } from './query-client';

export const QueryProvider = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

/** A page inside the provider, for a lazy route's `Component`. */
export const inQueryProvider = (Page: ComponentType) => () => (
  <QueryProvider>
    <Page />
  </QueryProvider>
);
