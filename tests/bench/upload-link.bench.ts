// A 200 MB scan uploaded over a clinic's line: the outbox's upload path in Chromium (cut into parts in IndexedDB and
// hashed, then sent in parallel slots by the upload sender over the browser's transport) to the production build,
// through a relay in this process that shapes the line (shaped-link.ts: a token bucket at 20 Mbit/s, 60 ms added
// round trip). The baseline is the line itself: the achieved rate is shown as a ratio of the line's rate (goal ≥ 0.9).
// Also the page's longest task while the file is cut and hashed (goal ≤ 50 ms), and for an upload cut in the middle
// (the tab closed while every slot has a part in flight, resumed in a new tab) the parts sent again (goal ≤ 1 per slot).
import { createServer, createServerModuleRunner } from 'vite';
import { ratio, report } from './support.ts';
import type { UploadLinkFigures } from './upload-link.scenario.ts';

const SCAN_BYTES = 200 * 1000 * 1000;
const CUT_SCAN_BYTES = 60 * 1000 * 1000;
const LINK = { bitsPerSecond: 20_000_000, addedRoundTripMs: 60 };
const MB = 1000 * 1000;

const vite = await createServer({
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
});
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
try {
  const scenario = (await runner.import('/tests/bench/upload-link.scenario.ts')) as {
    runUploadLinkBenchmark: (options: {
      bytes: number;
      cutBytes: number;
      link: typeof LINK;
    }) => Promise<UploadLinkFigures>;
  };
  const { whole, cut } = await scenario.runUploadLinkBenchmark({
    bytes: SCAN_BYTES,
    cutBytes: CUT_SCAN_BYTES,
    link: LINK,
  });
  const linkMBps = LINK.bitsPerSecond / 8 / MB;
  const sentMBps = whole.enqueue.bytes / MB / whole.send.seconds;
  const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
  const partsMBps = whole.enqueue.bytes / MB / whole.partsSeconds;
  const resentPerSlot = round(cut.resentParts / cut.slots, 2);
  report({
    name: 'upload-link',
    figures: {
      linkMbps: LINK.bitsPerSecond / 1e6,
      addedRoundTripMs: LINK.addedRoundTripMs,
      sizeMB: round(whole.enqueue.bytes / MB),
      slots: whole.send.slots,
      sendSeconds: round(whole.send.seconds),
      sentMBps: round(sentMBps, 2),
      ratio: ratio(sentMBps, linkMBps),
      partsSeconds: round(whole.partsSeconds),
      partsRatio: ratio(partsMBps, linkMBps),
      completeSeconds: round(whole.completeSeconds),
      wireOverheadRatio: ratio(whole.carriedUpBytes, whole.enqueue.bytes),
      cutAndHashSeconds: round(whole.enqueue.seconds),
      cutAndHashLongestTaskMs: whole.enqueue.longestTaskMs,
      cutAndHashLongTasks: whole.enqueue.longTasks,
      idleLongestTaskMs: whole.idleLongestTaskMs,
      cutAndHashLongestFrameGapMs: whole.enqueue.longestFrameGapMs,
      cutParts: cut.partCount,
      cutInFlightAtCut: cut.inFlightAtCut,
      cutConfirmedBeforeCut: cut.confirmedAtCut,
      cutResentParts: cut.resentParts,
      cutResentPerSlot: resentPerSlot,
      cutMaxSendsOfOnePart: cut.maxSendsOfOnePart,
      cutCompletedOnce: String(cut.isCompleteOnce),
    },
    summary: [
      `line: ${LINK.bitsPerSecond / 1e6} Mbit/s token bucket (${linkMBps} MB/s), ${LINK.addedRoundTripMs} ms added round trip; ${whole.send.slots} part slots`,
      `sent ${round(whole.enqueue.bytes / MB)} MB in ${round(whole.send.seconds)} s (create to complete): ${round(sentMBps, 2)} MB/s, ` +
        `ratio ${ratio(sentMBps, linkMBps)} of the line (goal ≥ 0.9); bytes on the line ${ratio(whole.carriedUpBytes, whole.enqueue.bytes)} × the file`,
      `  of which the parts: ${round(whole.partsSeconds)} s (first part's request to last part's answer), ratio ${ratio(partsMBps, linkMBps)} of the line; ` +
        `complete (the server assembles and checks the SHA-256): ${round(whole.completeSeconds)} s`,
      `cut + SHA-256 in the page: ${round(whole.enqueue.seconds)} s; longest main-thread task ${whole.enqueue.longestTaskMs} ms ` +
        `(Long Tasks API, ${whole.enqueue.longTasks} over 50 ms; goal ≤ 50 ms), longest frame gap ${whole.enqueue.longestFrameGapMs} ms; ` +
        `the same page idle for 10 s before: longest task ${whole.idleLongestTaskMs} ms (the machine's own noise)`,
      `cut in the middle (${round(cut.bytes / MB)} MB, ${cut.partCount} parts; tab closed with ${cut.inFlightAtCut} parts in flight after ${cut.confirmedAtCut} confirmed): ` +
        `${cut.resentParts} parts sent again over ${cut.slots} slots = ${resentPerSlot} per slot (goal ≤ 1), ` +
        `no part sent more than ${cut.maxSendsOfOnePart}×, completed ${cut.isCompleteOnce ? 'once' : 'NOT once'}, SHA-256 checked by the server`,
    ].join('\n'),
  });
} finally {
  await runner.close();
  await vite.close();
}
