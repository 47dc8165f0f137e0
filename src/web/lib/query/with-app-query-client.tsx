import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { appQueryClient } from './app-query-client';

/**
 * Gives its children the app's query client unless a provider above already does (tests bring their own). Used by
 * the lazily loaded parts that query, so the public first route carries no query client at all.
 */
export function WithAppQueryClient({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  if (existing) return children;
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
