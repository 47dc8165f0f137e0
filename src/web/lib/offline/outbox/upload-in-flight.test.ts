import { afterEach, describe, expect, it, vi } from 'vitest';
import { inFlightBytes, setInFlightBytes, subscribeInFlight, totalInFlightBytes } from './upload-in-flight';

afterEach(() => {
  setInFlightBytes('a', 0);
  setInFlightBytes('b', 0);
});

describe('the bytes in flight', () => {
  it('are kept per upload, summed, and told to subscribers only when they change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeInFlight(listener);
    setInFlightBytes('a', 100);
    setInFlightBytes('a', 100);
    setInFlightBytes('b', 50);
    expect([inFlightBytes('a'), inFlightBytes('b'), totalInFlightBytes()]).toEqual([100, 50, 150]);
    expect(listener).toHaveBeenCalledTimes(2);
    setInFlightBytes('a', 0);
    expect(inFlightBytes('a')).toBe(0);
    unsubscribe();
    setInFlightBytes('b', 0);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('reach the other tabs, so each shows the same bar as the tab that sends', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeInFlight(listener);
    const otherTab = new BroadcastChannel('cuspid-upload-in-flight');
    const heard = new Promise<unknown>((resolve) =>
      otherTab.addEventListener('message', (event) => resolve(event.data), { once: true }),
    );
    setInFlightBytes('a', 10);
    expect(await heard).toEqual({ uploadId: 'a', bytes: 10 });

    otherTab.postMessage({ uploadId: 'b', bytes: 70 });
    await vi.waitFor(() => expect(inFlightBytes('b')).toBe(70));
    expect(listener).toHaveBeenCalled();
    otherTab.close();
    unsubscribe();
  });
});
