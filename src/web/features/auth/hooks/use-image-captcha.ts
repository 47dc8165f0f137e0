import { useEffect, useState } from 'react';
import type { TImageCaptcha } from '../../../../domain/accounts/sign-in';

type Loaded = { request: number; captcha: TImageCaptcha | null; hasFailed: boolean };

/**
 * The image captcha of the password form, fetched once `isEnabled` (the user started on the form). Plain state,
 * not a query: this hook is on the first route, and the HTTP client loads only when the first captcha is asked for.
 * A captcha is single use: `refresh()` after every failed login.
 */
export function useImageCaptcha(isEnabled: boolean) {
  const [request, setRequest] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ request: -1, captcha: null, hasFailed: false });

  useEffect(() => {
    if (!isEnabled) return;
    const controller = new AbortController();
    void import('../api/get-image-captcha')
      .then(({ getImageCaptcha }) => getImageCaptcha(controller.signal))
      .then(
        (result) => {
          if (result.isCancelled) return;
          // A failed refresh keeps nothing stale: the old captcha is spent either way.
          setLoaded({ request, captcha: result.ok ? result.data : null, hasFailed: !result.ok });
        },
        () => setLoaded({ request, captcha: null, hasFailed: true }),
      );
    return () => controller.abort();
  }, [isEnabled, request]);

  const isLoading = isEnabled && loaded.request !== request;
  return {
    captcha: loaded.captcha,
    isLoading,
    hasFailed: !isLoading && loaded.hasFailed,
    refresh: () => setRequest((value) => value + 1),
  };
}
