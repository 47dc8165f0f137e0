// Loaded by upload-link.bench.ts through Vite's module runner (the server fixtures need the app's plugins). A scan
// goes through the outbox's upload path in Chromium (tests/bench/upload-link-harness/) over a shaped line
// (shaped-link.ts) to the production build: once whole, timed; once cut in the middle (the tab closed while every
// slot has a part in flight) and resumed in a new tab, counting the parts whose bytes went out twice.
import { createHash, randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import type { TStoredObject } from '../../src/domain/uploads';
import { launchChromium } from '../e2e/support/chromium.ts';
import { pollUntil } from '../e2e/support/poll.ts';
import { startBenchServer, type BenchServer } from './bench-server.ts';
import { startShapedLink, type LinkShape } from './shaped-link.ts';
import type { EnqueueFigures, SendFigures } from './upload-link-harness/harness.ts';

export type UploadLinkFigures = {
  link: LinkShape;
  whole: {
    enqueue: EnqueueFigures;
    send: SendFigures;
    carriedUpBytes: number;
    /** From the first part's request to the last part's answer (as the server's side of the line saw them). */
    partsSeconds: number;
    /** The complete call (the server assembles, hashes and checks the file). */
    completeSeconds: number;
    /** The longest task of the same page idle for IDLE_MS before the cut: what the machine alone causes. */
    idleLongestTaskMs: number;
  };
  cut: {
    bytes: number;
    partCount: number;
    slots: number;
    inFlightAtCut: number;
    confirmedAtCut: number;
    resentParts: number;
    maxSendsOfOnePart: number;
    isCompleteOnce: boolean;
  };
};

const CHUNK = 16 * 1024 * 1024;
/** How long the page sits idle first, for the machine's own longest task (the baseline of the cut's). */
const IDLE_MS = 10_000;
const PART_PATH = /\/parts\/(\d+)(?:\?|$)/;

/** A valid binary STL (84 + 50·n bytes) of random facets, about `bytes` long. */
function writeModel(file: string, bytes: number): { size: number; sha256: string } {
  const facets = Math.floor((bytes - 84) / 50);
  const size = 84 + 50 * facets;
  const hash = createHash('sha256');
  const fd = fs.openSync(file, 'w');
  const header = Buffer.alloc(84, 0x20);
  header.writeUInt32LE(facets, 80);
  fs.writeSync(fd, header);
  hash.update(header);
  const chunk = Buffer.alloc(CHUNK);
  for (let written = 84; written < size; written += CHUNK) {
    const piece = chunk.subarray(0, Math.min(CHUNK, size - written));
    randomFillSync(piece);
    fs.writeSync(fd, piece);
    hash.update(piece);
  }
  fs.closeSync(fd);
  return { size, sha256: hash.digest('hex') };
}

/** Part PUTs as the server's side of the line saw them: started, answered (2xx), and in flight now. */
class PartLog {
  readonly started = new Map<number, number>();
  readonly answered = new Set<number>();
  readonly inFlight = new Set<number>();
  completes = 0;
  /** Date.now() of the first part's request, the last part's answer, and the complete call's request and answer. */
  firstPartAt = 0;
  lastPartAnsweredAt = 0;
  completeAt = 0;
  completedAt = 0;
  reset(): void {
    this.started.clear();
    this.answered.clear();
    this.inFlight.clear();
    this.completes = 0;
  }
}

/**
 * The page's origin behind the line: the harness's files, and /api passed on to the production server as it comes
 * (streamed both ways, so a part is answered only once the server made it durable).
 */
async function startFront(harnessDir: string, apiOrigin: string, parts: PartLog): Promise<http.Server> {
  const api = new URL(apiOrigin);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (!url.startsWith('/api/')) {
      const file = path.join(harnessDir, path.normalize(url.split('?')[0]!).replace(/^([/\\])+/, '') || 'index.html');
      if (!file.startsWith(harnessDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
        return void response.writeHead(404).end();
      const type = file.endsWith('.html')
        ? 'text/html'
        : file.endsWith('.js')
          ? 'text/javascript'
          : 'application/octet-stream';
      return void response.writeHead(200, { 'content-type': type }).end(fs.readFileSync(file));
    }
    const partNumber = request.method === 'PUT' ? Number(PART_PATH.exec(url)?.[1] ?? NaN) : NaN;
    if (!Number.isNaN(partNumber)) {
      parts.started.set(partNumber, (parts.started.get(partNumber) ?? 0) + 1);
      parts.firstPartAt ||= Date.now();
      parts.inFlight.add(partNumber);
    }
    const isComplete = request.method === 'POST' && url.endsWith('/complete');
    if (isComplete) {
      parts.completes += 1;
      parts.completeAt = Date.now();
    }
    const upstream = http.request(
      { host: api.hostname, port: api.port, method: request.method, path: url, headers: request.headers, agent },
      (answer) => {
        if (!Number.isNaN(partNumber)) {
          parts.inFlight.delete(partNumber);
          if ((answer.statusCode ?? 0) < 300) parts.answered.add(partNumber);
          parts.lastPartAnsweredAt = Date.now();
        }
        if (isComplete) parts.completedAt = Date.now();
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    // The browser went away mid-request (the cut): the server sees the request end unfinished.
    request.on('aborted', () => {
      parts.inFlight.delete(partNumber);
      upstream.destroy();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function buildHarness(): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-upload-link-'));
  await build({
    configFile: false,
    root: path.resolve('tests/bench/upload-link-harness'),
    logLevel: 'error',
    plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
  });
  return outDir;
}

type Bench = {
  enqueue(): Promise<EnqueueFigures>;
  send(itemId: string): Promise<SendFigures>;
  idle(ms: number): Promise<number>;
};

async function openHarness(browser: Browser, origin: string, cookie: { name: string; value: string }) {
  const context = await browser.newContext();
  await context.addCookies([{ ...cookie, url: origin }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(`${origin}/index.html`);
  await page.waitForFunction(() => document.title === 'ready');
  return { context, page };
}

const enqueueIn = (page: Page, file: string) =>
  page
    .setInputFiles('#file', file)
    .then(() => page.evaluate(() => (window as unknown as { bench: Bench }).bench.enqueue()));
const sendIn = (page: Page, itemId: string) =>
  page.evaluate((id) => (window as unknown as { bench: Bench }).bench.send(id), itemId);

export async function runUploadLinkBenchmark(options: {
  bytes: number;
  cutBytes: number;
  link: LinkShape;
}): Promise<UploadLinkFigures> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-upload-link-'));
  const closers: (() => Promise<unknown>)[] = [];
  try {
    const harnessDir = await buildHarness();
    closers.push(async () => fs.rmSync(harnessDir, { recursive: true, force: true }));
    const server: BenchServer = await startBenchServer('built');
    closers.push(() => server.close());
    const user = await server.newClinicUser();
    const [name, value] = user.headers.cookie!.split('=') as [string, string];
    const parts = new PartLog();
    const front = await startFront(harnessDir, server.origin, parts);
    closers.push(() => new Promise((resolve) => front.close(resolve)));
    const link = await startShapedLink(
      { host: '127.0.0.1', port: (front.address() as { port: number }).port },
      options.link,
    );
    closers.push(() => link.close());
    const origin = `http://127.0.0.1:${link.port}`;
    const browser = await launchChromium();
    closers.push(() => browser.close());

    // Whole: the scan cut and hashed, then sent start to finish.
    const scan = path.join(work, 'scan.stl');
    const model = writeModel(scan, options.bytes);
    const first = await openHarness(browser, origin, { name, value });
    const idleLongestTaskMs = await first.page.evaluate(
      (ms) => (window as unknown as { bench: Bench }).bench.idle(ms),
      IDLE_MS,
    );
    console.log(`cutting and hashing ${options.bytes / 1e6} MB in the page…`);
    const enqueue = await enqueueIn(first.page, scan);
    console.log(`sending it over the line…`);
    const carriedBefore = link.carried().up;
    const send = await sendIn(first.page, enqueue.itemId);
    const carriedUpBytes = link.carried().up - carriedBefore;
    if (send.answer.outcome !== 'ok') throw new Error(`The upload failed: ${JSON.stringify(send.answer)}`);
    const stored = send.answer.data as TStoredObject;
    if (stored.sha256 !== model.sha256 || stored.size !== model.size) throw new Error('The stored file differs');
    await first.context.close();
    fs.rmSync(scan);

    const wholeParts = { ...parts };
    // Cut: the tab closes while every slot has a part in flight and some parts were confirmed; a new tab resumes.
    parts.reset();
    const cutScan = path.join(work, 'cut.stl');
    const cutModel = writeModel(cutScan, options.cutBytes);
    const cutting = await openHarness(browser, origin, { name, value });
    console.log(`cutting ${options.cutBytes / 1e6} MB to send and cut in the middle…`);
    const cutItem = await enqueueIn(cutting.page, cutScan);
    void sendIn(cutting.page, cutItem.itemId).catch(() => undefined);
    await pollUntil(
      () => ({ answered: parts.answered.size, inFlight: parts.inFlight.size }),
      (seen) => seen.answered >= 2 && seen.inFlight >= send.slots,
      'every slot with a part in flight after some parts were confirmed',
      600_000,
    );
    const inFlightAtCut = parts.inFlight.size;
    const confirmedAtCut = parts.answered.size;
    await cutting.page.close();
    // The same browser profile: IndexedDB (the parts not confirmed, the upload row) is what the next tab finds.
    const resumedPage = await cutting.context.newPage();
    await resumedPage.goto(`${origin}/index.html`);
    await resumedPage.waitForFunction(() => document.title === 'ready');
    const resumed = await sendIn(resumedPage, cutItem.itemId);
    if (resumed.answer.outcome !== 'ok')
      throw new Error(`The resumed upload failed: ${JSON.stringify(resumed.answer)}`);
    const cutStored = resumed.answer.data as TStoredObject;
    if (cutStored.sha256 !== cutModel.sha256) throw new Error('The resumed file differs');
    await cutting.context.close();
    const sends = [...parts.started.values()];
    return {
      link: options.link,
      whole: {
        enqueue,
        send,
        carriedUpBytes,
        partsSeconds: (wholeParts.lastPartAnsweredAt - wholeParts.firstPartAt) / 1000,
        completeSeconds: (wholeParts.completedAt - wholeParts.completeAt) / 1000,
        idleLongestTaskMs,
      },
      cut: {
        bytes: cutModel.size,
        partCount: parts.started.size,
        slots: send.slots,
        inFlightAtCut,
        confirmedAtCut,
        resentParts: sends.filter((count) => count > 1).length,
        maxSendsOfOnePart: Math.max(...sends),
        isCompleteOnce: parts.completes === 1,
      },
    };
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    fs.rmSync(work, { recursive: true, force: true });
  }
}
