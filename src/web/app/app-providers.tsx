import { useEffect, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfirmHost } from '../components/ui/confirm/confirm-host';
import { Toaster } from '../components/ui/toast/toaster';
import { i18n } from '../lib/i18n';
import { bindSessionQueryClient } from '../lib/session/query-client-binding';

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/**
 * Lingui and TanStack Query around the app, plus the toasts and the confirm dialog host. The query cache is
 * persisted only while a user database is open (lib/offline/persistence-controller), never before sign-in.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  // completeSignIn runs outside React (the sign-in form calls it) and stores the session in this client.
  useEffect(() => bindSessionQueryClient(queryClient), [queryClient]);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
        <ConfirmHost />
      </QueryClientProvider>
    </I18nProvider>
  );
}
