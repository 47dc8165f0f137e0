// A 1M-triangle binary STL shown by the 3D viewer in real Chromium (WebGL through SwiftShader): the viewer's path
// (the file read and parsed in its Web Worker, the arrays transferred, a BufferGeometry around them, the first frame)
// against the baseline three.js STLLoader.parse on the page's thread (then the same geometry, scene and first frame),
// in the same run, taking turns. Also the longest main-thread task (Long Tasks API) and the longest gap between
// animation frames during each: the page must not freeze while a large model loads.
// The page is a harness built here by Vite from the viewer's own sources (tests/bench/stl-parse-harness/).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { launchChromium } from '../e2e/support/chromium.ts';
import { ratio, report } from './support.ts';
import type { BenchResult, Run } from './stl-parse-harness/harness.ts';

const TRIANGLES = 1_000_000;
const REPETITIONS = 5;
const FLAGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--js-flags=--expose-gc'];
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
};

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-stl-bench-'));
await build({
  configFile: false,
  root: path.resolve('tests/bench/stl-parse-harness'),
  logLevel: 'error',
  build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
});

const server = http.createServer((request, response) => {
  const file = path.join(
    outDir,
    path.normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^([/\\])+/, '') || 'index.html',
  );
  if (!file.startsWith(outDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
    return void response.writeHead(404).end();
  response
    .writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
    .end(fs.readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/index.html`;

const browser = await launchChromium(FLAGS);
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(url);
  await page.waitForFunction(() => document.title === 'ready');
  const result = await page.evaluate(
    ([triangles, repetitions]) =>
      (window as unknown as { runBench: (t: number, r: number) => Promise<BenchResult> }).runBench(
        triangles!,
        repetitions!,
      ),
    [TRIANGLES, REPETITIONS],
  );
  const median = (runs: Run[], key: keyof Run) => {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
    return Math.round(sorted[Math.floor(sorted.length / 2)]!);
  };
  const figuresOf = (runs: Run[]) => ({
    total: median(runs, 'totalMs'),
    parse: median(runs, 'parseMs'),
    renderCall: median(runs, 'renderCallMs'),
    loadTask: median(runs, 'loadLongestTaskMs'),
    loadGap: median(runs, 'loadLongestFrameGapMs'),
    task: median(runs, 'longestTaskMs'),
    gap: median(runs, 'longestFrameGapMs'),
  });
  const v = figuresOf(result.viewer);
  const b = figuresOf(result.baseline);
  const mb = Math.round(result.bytes / 1e5) / 10;
  const line = (name: string, f: typeof v) =>
    `${name}  ${f.total} ms to the first frame (${f.parse} ms to the geometry, ${f.renderCall} ms in the render call); ` +
    `while loading: longest task ${f.loadTask} ms, longest frame gap ${f.loadGap} ms; whole run: ${f.task} ms, ${f.gap} ms`;
  report({
    name: 'stl-parse',
    figures: {
      triangles: result.triangles,
      fileMB: mb,
      viewerToFirstFrameMs: v.total,
      viewerToGeometryMs: v.parse,
      viewerLoadLongestTaskMs: v.loadTask,
      viewerLoadLongestFrameGapMs: v.loadGap,
      viewerLongestTaskMs: v.task,
      baselineToFirstFrameMs: b.total,
      baselineToGeometryMs: b.parse,
      baselineLoadLongestTaskMs: b.loadTask,
      baselineLoadLongestFrameGapMs: b.loadGap,
      baselineLongestTaskMs: b.task,
      ratio: ratio(v.total, b.total),
      geometryRatio: ratio(v.parse, b.parse),
      loadFrameGapRatio: ratio(v.loadGap, b.loadGap),
    },
    summary: [
      `${result.triangles} triangles, ${mb} MB binary STL, WebGL on SwiftShader (software); medians of ${REPETITIONS} runs each, taking turns`,
      line('viewer   (worker read + parse, transfer, first frame)', v),
      line('baseline (STLLoader.parse on the page, first frame)  ', b),
      `ratio ${ratio(v.total, b.total)} to the baseline to the first frame, ${ratio(v.parse, b.parse)} to the geometry, ` +
        `${ratio(v.loadGap, b.loadGap)} for the longest frame gap while loading (lower is better)`,
      'The first frame is drawn in software here: its seconds are SwiftShader rasterizing 1M triangles in the GPU process, which also holds the page at its next synchronous WebGL call; a GPU draws it in milliseconds.',
    ].join('\n'),
  });
} finally {
  await browser.close();
  server.close();
  fs.rmSync(outDir, { recursive: true, force: true });
}
