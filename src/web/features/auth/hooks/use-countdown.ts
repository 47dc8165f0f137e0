import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * Whole seconds left until a deadline, and whether the last one ran out, ticking live (the account lock, the SMS resend wait). Computed from the clock
 * rather than counted down, so a tablet that slept in between shows the true remainder when it wakes.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [hasEnded, setHasEnded] = useState(false);

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) {
        setDeadline(null);
        setHasEnded(true);
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setHasEnded(false);
    setDeadline(current + Math.max(0, seconds) * 1000);
  }, []);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  // `hasEnded`: a countdown ran out (spec section 9's 'countdown has ended'), until the next one starts.
  return { secondsLeft, isRunning: secondsLeft > 0, hasEnded, start };
}
