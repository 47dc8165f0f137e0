import { describe, expect, it } from 'vitest';
import { createImageQueue } from './image-queue';

/** Runs jobs of the given weights at once through a queue, recording the most jobs and pixels ever in flight. */
async function runAll(limits: { jobs: number; pixels: number }, weights: number[], failing?: number) {
  const queue = createImageQueue(limits);
  let jobs = 0;
  let pixels = 0;
  const most = { jobs: 0, pixels: 0 };
  const order: number[] = [];
  const results = await Promise.allSettled(
    weights.map((weight, i) =>
      queue.run(weight, async () => {
        jobs += 1;
        pixels += weight;
        most.jobs = Math.max(most.jobs, jobs);
        most.pixels = Math.max(most.pixels, pixels);
        order.push(i);
        await new Promise((resolve) => setTimeout(resolve, 5));
        jobs -= 1;
        pixels -= weight;
        if (i === failing) throw new Error('a failing job frees its share');
        return i;
      }),
    ),
  );
  return { queue, most, order, results };
}

describe('image queue', () => {
  it('runs photos at the pixel budget one at a time, however many jobs are allowed', async () => {
    const { most } = await runAll({ jobs: 4, pixels: 150 }, [150, 150, 150, 150]);
    expect(most).toEqual({ jobs: 1, pixels: 150 });
  });

  it('runs small photos side by side up to the job count', async () => {
    const { most } = await runAll(
      { jobs: 4, pixels: 150 },
      Array.from({ length: 12 }, () => 10),
    );
    expect(most).toEqual({ jobs: 4, pixels: 40 });
  });

  it('never lets pixels in flight exceed the budget, and keeps arrival order', async () => {
    const weights = [100, 40, 60, 10, 90, 50, 50, 20];
    const { most, order } = await runAll({ jobs: 3, pixels: 150 }, weights);
    expect(most.pixels).toBeLessThanOrEqual(150);
    expect(most.jobs).toBeLessThanOrEqual(3);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('runs a job heavier than the whole budget, alone', async () => {
    const { most, results } = await runAll({ jobs: 2, pixels: 100 }, [10, 500, 10]);
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(most.pixels).toBe(500);
    expect(most.jobs).toBe(1);
  });

  it('gives back the share of a job that fails', async () => {
    const { queue, results } = await runAll({ jobs: 2, pixels: 100 }, [60, 60, 60], 1);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(queue.load()).toEqual({ jobs: 0, pixels: 0, waiting: 0 });
    expect(await queue.run(100, async () => 'free')).toBe('free');
  });
});
