import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Trans } from '@lingui/react/macro';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
// The user asked to reload: if the new worker never reports taking control, reload anyway after this long.
const RELOAD_FALLBACK_MS = 4000;

/**
 * Before the Reload: the page stops taking input (inert, so nothing is typed into a page about to go) and every draft
 * on screen is written; the reload comes only after those writes committed (or failed: they are then in the page-leave
 * copy, drafts.ts).
 */
async function prepareToReload(): Promise<void> {
  document.getElementById('root')?.setAttribute('inert', '');
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  // Loaded here, not with the prompt: a page that never opened a draft has none to write (the prompt loads on /login).
  const { flushAllDrafts } = await import('../lib/offline/drafts');
  await flushAllDrafts();
}

/**
 * Registers the service worker and offers a new version when one is waiting. The tab reloads only when its user
 * clicks Reload: a tab may hold unsaved input, so an update accepted in another tab only shows the prompt here.
 */
export function UpdatePrompt() {
  const [isDismissed, setIsDismissed] = useState(false);
  /** Reload clicked: the drafts are being written (`preparing`), then the page may go (`ready`). */
  const [reload, setReload] = useState<'none' | 'preparing' | 'ready'>('none');
  const [isNewVersionInControl, setIsNewVersionInControl] = useState(false);
  const {
    needRefresh: [isUpdateWaiting],
    updateServiceWorker,
  } = useRegisterSW({
    // Without this callback the plugin would reload the tab by itself once the new worker takes control.
    onNeedReload() {
      setIsNewVersionInControl(true);
      setIsDismissed(false);
    },
    onRegisteredSW(_scriptUrl, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });

  useEffect(() => {
    if (reload === 'ready' && isNewVersionInControl) window.location.reload();
  }, [reload, isNewVersionInControl]);

  if (isDismissed || !(isUpdateWaiting || isNewVersionInControl)) return null;

  const onReload = async () => {
    setReload('preparing');
    await prepareToReload();
    setReload('ready');
    // The new worker already in control: the effect above reloads now; otherwise once it takes control.
    if (isNewVersionInControl) return;
    void updateServiceWorker(true);
    setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
  };

  return (
    <section aria-labelledby="update-prompt-title" className="fixed inset-x-0 bottom-0 z-50 flex justify-center p-4">
      <div className="flex w-full max-w-xl flex-wrap items-center gap-3 rounded-xl bg-slate-900 px-5 py-3 text-white shadow-xl">
        <p id="update-prompt-title" role="status" className="flex-1 text-base">
          <Trans>A new version is available</Trans>
        </p>
        <button
          type="button"
          onClick={() => setIsDismissed(true)}
          className="min-h-11 rounded-lg px-4 text-base font-medium text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-teal-300"
        >
          <Trans>Later</Trans>
        </button>
        <button
          type="button"
          onClick={() => void onReload()}
          disabled={reload !== 'none'}
          className="min-h-11 rounded-lg bg-teal-500 px-4 text-base font-semibold text-slate-950 hover:bg-teal-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300"
        >
          <Trans>Reload</Trans>
        </button>
      </div>
    </section>
  );
}
