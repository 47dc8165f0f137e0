// The page of tests/bench/upload-link.bench.ts: the outbox's own upload path in the browser. The file picked in the
// input is cut into parts in IndexedDB and hashed (enqueueUpload), then sent by the upload sender (sendUpload) over the
// browser's transport (the app's HTTP client for the calls, XHR for the parts) to the page's origin, which is the
// shaped line in front of the production server. Only the drainer (its lease, its queue) is left out.
import { i18n } from '@lingui/core';
import type { TransportAnswer, UploadItem } from '../../../src/web/lib/offline/outbox/types';
import { UserDatabase } from '../../../src/web/lib/offline/db';
import { createBrowserTransport } from '../../../src/web/lib/offline/outbox/browser-transport';
import { PART_SLOTS, sendUpload } from '../../../src/web/lib/offline/outbox/upload-sender';
import { enqueueUpload } from '../../../src/web/lib/offline/outbox/uploads';

export type EnqueueFigures = {
  itemId: string;
  bytes: number;
  seconds: number;
  /** The longest main-thread task the Long Tasks API reported (it reports tasks over 50 ms; 0: none). */
  longestTaskMs: number;
  longTasks: number;
  /** The longest gap between animation frames while the file was cut and hashed. */
  longestFrameGapMs: number;
};
export type SendFigures = { answer: TransportAnswer; seconds: number; slots: number };

i18n.loadAndActivate({ locale: 'en', messages: {} });
const db = new UserDatabase('upload-link-bench');

async function enqueue(): Promise<EnqueueFigures> {
  const file = (document.querySelector('#file') as HTMLInputElement).files?.[0];
  if (!file) throw new Error('No file picked');
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  let longestFrameGapMs = 0;
  let isCutting = true;
  let lastFrame = performance.now();
  const onFrame = (at: number) => {
    longestFrameGapMs = Math.max(longestFrameGapMs, at - lastFrame);
    lastFrame = at;
    if (isCutting) requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  const start = performance.now();
  const item = await enqueueUpload(db, {
    file,
    fileName: file.name,
    purpose: 'model',
    group: 'patient:1',
    label: { action: 'Upload model', subject: file.name },
  });
  const seconds = (performance.now() - start) / 1000;
  isCutting = false;
  // Entries of the last tasks are delivered after them.
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const entry of observer.takeRecords()) tasks.push(entry.duration);
  observer.disconnect();
  return {
    itemId: item.id,
    bytes: file.size,
    seconds,
    longestTaskMs: Math.round(Math.max(0, ...tasks)),
    longTasks: tasks.length,
    longestFrameGapMs: Math.round(longestFrameGapMs),
  };
}

/** The machine's own noise: the longest task of this page doing nothing (but animation frames) for `ms`. */
async function idle(ms: number): Promise<number> {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const until = performance.now() + ms;
  await new Promise<void>((resolve) => {
    const onFrame = () => (performance.now() < until ? requestAnimationFrame(onFrame) : resolve());
    requestAnimationFrame(onFrame);
  });
  for (const entry of observer.takeRecords()) tasks.push(entry.duration);
  observer.disconnect();
  return Math.round(Math.max(0, ...tasks));
}

async function send(itemId: string): Promise<SendFigures> {
  const item = (await db.outbox.where('id').equals(itemId).first()) as UploadItem | undefined;
  if (item?.kind !== 'upload') throw new Error(`No upload item ${itemId}`);
  const start = performance.now();
  const answer = await sendUpload(db, item, { transport: createBrowserTransport() });
  return { answer, seconds: (performance.now() - start) / 1000, slots: PART_SLOTS };
}

Object.assign(window, { bench: { enqueue, send, idle } });
document.title = 'ready';
