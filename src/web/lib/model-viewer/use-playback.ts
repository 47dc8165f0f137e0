import { useEffect, useState } from 'react';

/** How long each step stays on screen while playing, once its models are shown. */
export const PLAY_STEP_MS = 700;

/**
 * Plays the steps one after another. The next step comes only once the current one is on screen (`isShown`), so
 * playing never runs ahead of loading; it stops at the last step, and playing from there starts over.
 */
export function usePlayback(index: number, count: number, isShown: boolean, go: (index: number) => void) {
  const [wantsToPlay, setWantsToPlay] = useState(false);
  const isPlaying = wantsToPlay && index < count - 1;
  useEffect(() => {
    if (!isPlaying || !isShown) return;
    const timer = setTimeout(() => go(index + 1), PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [isPlaying, isShown, index, go]);
  const toggle = () => {
    if (isPlaying) return setWantsToPlay(false);
    if (index >= count - 1) go(0);
    setWantsToPlay(true);
  };
  return { isPlaying, toggle, stop: () => setWantsToPlay(false) };
}
