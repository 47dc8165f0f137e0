import { useEffect, useState } from 'react';
import type { TSliderChallenge } from '../../../../domain/accounts/sign-in';

type Loaded = { key: string; challenge: TSliderChallenge | null; hasFailed: boolean };

/**
 * The slider's challenge for a login round and a slide attempt: a fresh one whenever either changes or `retry()` is
 * called (a challenge is single use), never refetched behind the user's back. Plain state, not a query: the slider
 * loads right after /login's first paint, and TanStack Query would bring its client to the first route.
 */
export function useSliderChallenge(round: number, attempt: number) {
  const [retries, setRetries] = useState(0);
  const key = `${round}:${attempt}:${retries}`;
  const [loaded, setLoaded] = useState<Loaded>({ key: '', challenge: null, hasFailed: false });

  useEffect(() => {
    const controller = new AbortController();
    void import('../api/create-slider-challenge')
      .then(({ createSliderChallenge }) => createSliderChallenge(controller.signal))
      .then(
        (result) => {
          if (result.isCancelled) return;
          setLoaded({ key, challenge: result.ok ? result.data : null, hasFailed: !result.ok });
        },
        () => {
          if (!controller.signal.aborted) setLoaded({ key, challenge: null, hasFailed: true });
        },
      );
    return () => controller.abort();
  }, [key]);

  const isPending = loaded.key !== key;
  return {
    data: isPending ? undefined : (loaded.challenge ?? undefined),
    isPending,
    isError: !isPending && loaded.hasFailed,
    retry: () => setRetries((value) => value + 1),
  };
}
