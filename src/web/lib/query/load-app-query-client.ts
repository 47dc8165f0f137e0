import type { QueryClient } from '@tanstack/react-query';

/** The app's query client, loaded on first need (sign-in, a remembered session at start). */
export async function loadAppQueryClient(): Promise<QueryClient> {
  return (await import('./app-query-client')).appQueryClient;
}
