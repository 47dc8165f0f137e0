import { availableParallelism } from 'node:os';

/**
 * Image decodes in this process wait here for their turn. A decode may hold its whole image in memory (a
 * 12,000 × 12,000 PNG turned by 90° needs about 500 MB), so what is bounded is both the number of jobs at once and
 * the pixels they decode together: one photo at the pixel cap runs alone, small photos run side by side. A job
 * heavier than the whole budget still runs, alone.
 */
export type ImageQueue = {
  run<T>(pixels: number, work: () => Promise<T>): Promise<T>;
  /** Jobs and pixels in flight now (for tests and diagnostics). */
  load(): { jobs: number; pixels: number; waiting: number };
};

export function createImageQueue(limits: { jobs: number; pixels: number }): ImageQueue {
  let jobs = 0;
  let pixels = 0;
  // First come, first served: a heavy job at the head is never overtaken by lighter ones (it would starve).
  const waiting: { weight: number; start: () => void }[] = [];

  const fits = (weight: number) => jobs === 0 || (jobs < limits.jobs && pixels + weight <= limits.pixels);
  const take = (weight: number) => {
    jobs += 1;
    pixels += weight;
  };
  const startWaiting = () => {
    while (waiting.length > 0 && fits(waiting[0]!.weight)) {
      const next = waiting.shift()!;
      take(next.weight);
      next.start();
    }
  };

  return {
    async run(weight, work) {
      const w = Math.max(0, weight);
      if (waiting.length === 0 && fits(w)) take(w);
      else await new Promise<void>((start) => waiting.push({ weight: w, start }));
      try {
        return await work();
      } finally {
        jobs -= 1;
        pixels -= w;
        startWaiting();
      }
    },
    load: () => ({ jobs, pixels, waiting: waiting.length }),
  };
}

/** At most this many decodes at once: libvips already spreads one image over several threads. */
export const IMAGE_JOBS = Math.max(1, Math.min(4, Math.floor(availableParallelism() / 2)));
