import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (relative times, the one-day warning). */
export function useNow(intervalMs: number, clock: () => number = Date.now): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, clock]);
  return now;
}
