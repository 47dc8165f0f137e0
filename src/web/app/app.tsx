import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';

const UpdatePrompt = lazy(() => import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })));

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRoutes />
      {/* The service worker exists in production builds only. */}
      {import.meta.env.PROD ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </AppProviders>
  );
}
