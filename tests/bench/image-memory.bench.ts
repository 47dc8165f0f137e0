// Memory of turning big photos: a 12,000 × 12,000 PNG (144 megapixels, under the 150-megapixel cap) turned by 90°,
// the peak RSS growth of this process over its start, sampled every 20 ms. The baseline, in the same run, is one
// turn alone; then three turns sent at once through the server's image queue (they must cost about one), and, for
// comparison, three at once without the queue (what a server with 6+ cores did when only the job count was bounded).
import { createServer, createServerModuleRunner } from 'vite';
import type * as PhotoProcessing from '../../src/server/storage/photo-processing.ts';
import { ratio, report } from './support.ts';

type Processing = typeof PhotoProcessing;

const vite = await createServer({
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
});
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
const MB = 1024 * 1024;

/** The peak RSS growth (MB) over what the process held before `work`, and how long it took. */
async function peakGrowth(work: () => Promise<unknown>): Promise<{ mb: number; ms: number }> {
  global.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  const started = performance.now();
  await work();
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { mb: Math.round((peak - before) / MB), ms: Math.round(performance.now() - started) };
}

try {
  const processing = (await runner.import('/src/server/storage/photo-processing.ts')) as Processing;
  const { default: sharp } = await import('sharp');
  const side = 12_000;
  const tile = await sharp({
    create: {
      width: 300,
      height: 300,
      channels: 3,
      background: '#88aacc',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const png = await sharp(tile).resize(side, side, { kernel: 'nearest' }).png().toBuffer();

  const one = await peakGrowth(() => processing.rotatePhoto(png, 90));
  const queued = await peakGrowth(() => Promise.all([90, 180, 270].map((angle) => processing.rotatePhoto(png, angle))));
  const unqueued = await peakGrowth(() =>
    Promise.all(
      [90, 180, 270].map((angle) =>
        sharp(png, { limitInputPixels: processing.MAX_INPUT_PIXELS }).rotate(angle).png().toBuffer(),
      ),
    ),
  );
  const endMb = Math.round(process.memoryUsage.rss() / MB);
  report({
    name: 'image-memory',
    figures: {
      oneMb: one.mb,
      threeQueuedMb: queued.mb,
      threeUnqueuedMb: unqueued.mb,
      endRssMb: endMb,
      ratio: ratio(queued.mb, one.mb),
    },
    summary: [
      `12,000 × 12,000 PNG (${Math.round(png.length / MB)} MB) turned by 90°: peak RSS growth`,
      `one turn alone (baseline)         ${one.mb} MB, ${one.ms} ms`,
      `three at once, image queue        ${queued.mb} MB, ${queued.ms} ms (ratio ${ratio(queued.mb, one.mb)})`,
      `three at once, no queue           ${unqueued.mb} MB, ${unqueued.ms} ms`,
      `RSS at the end ${endMb} MB`,
    ].join('\n'),
  });
} finally {
  await runner.close();
  await vite.close();
}
