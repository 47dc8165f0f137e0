import type { QueryClient } from '@tanstack/react-query';

let boundQueryClient: QueryClient | null = null;

/** The app's query client, for session work started outside React (sign-in). AppProviders binds it. */
export function bindSessionQueryClient(queryClient: QueryClient): void {
  boundQueryClient = queryClient;
}

export function sessionQueryClient(): QueryClient {
  if (!boundQueryClient) throw new Error('No query client is bound: render <AppProviders> first.');
  return boundQueryClient;
}
