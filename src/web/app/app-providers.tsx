import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfirmHost } from '../components/ui/confirm/confirm-host';
import { Toaster } from '../components/ui/toast/toaster';
import { i18n } from '../lib/i18n';
type AppProvidersProps = { queryClient?: QueryClient; children: ReactNode };

/**
 * Lingui around the app, plus the toasts and the confirm dialog host. TanStack Query is not here: the signed-in routes
 * and the widgets that query bring the app's client (lib/query/with-app-query-client), which keeps it off the public
 * first route. Tests may pass their own client.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const content = (
    <>
      {children}
      <Toaster />
      <ConfirmHost />
    </>
  );
  return (
    <I18nProvider i18n={i18n}>
      {queryClient ? <QueryClientProvider client={queryClient}>{content}</QueryClientProvider> : content}
    </I18nProvider>
  );
}
