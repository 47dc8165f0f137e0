/**
 * Ends the current task so the page can paint and answer input, and resumes in a new one: `scheduler.yield()` where
 * the browser has it (Chromium), else a message to a channel (a macrotask without setTimeout's 4 ms clamp on nested
 * timers), else a timer (Node without MessageChannel).
 */
type Scheduler = { yield?: () => Promise<void> };

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
