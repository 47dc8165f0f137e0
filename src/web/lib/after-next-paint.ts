/**
 * Runs `run` once the browser has painted the current frame (the next animation frame, then a task), and returns a
 * cancel function (for an effect's cleanup). For work the first paint need not wait for: its requests then start
 * after the page shows, not in front of it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer = 0;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(run);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
