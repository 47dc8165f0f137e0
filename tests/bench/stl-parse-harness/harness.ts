// The page of tests/bench/stl-parse.bench.ts: the viewer's own modules (worker parse, geometry, scene) against
// three.js STLLoader on the page's thread, on the same 1M-triangle binary STL, into the same scene.
import type { BufferGeometry } from 'three';
import { STLLoader } from 'three/addons/loaders/STLLoader.js';
import { buildGeometry } from '../../../src/web/lib/model-viewer/geometry';
import { meshLoader } from '../../../src/web/lib/model-viewer/mesh-loader';
import { createModelScene } from '../../../src/web/lib/model-viewer/model-scene';

/**
 * One model shown: from the Blob in hand to the first frame finished on the GPU (`totalMs`), to the geometry in hand
 * (`parseMs`), the page's time inside the render call (`renderCallMs`); the longest main-thread task and gap between
 * animation frames while loading (up to the geometry), and over the whole run (with the first frame's drawing).
 */
export type Run = {
  totalMs: number;
  parseMs: number;
  renderCallMs: number;
  loadLongestTaskMs: number;
  loadLongestFrameGapMs: number;
  longestTaskMs: number;
  longestFrameGapMs: number;
};
export type BenchResult = { triangles: number; bytes: number; viewer: Run[]; baseline: Run[] };

/** A height field of `triangles` triangles (two per grid cell), with facet normals written, as scanners do. */
function makeStl(triangles: number): Blob {
  const columns = 1000;
  const buffer = new ArrayBuffer(84 + 50 * triangles);
  const view = new DataView(buffer);
  view.setUint32(80, triangles, true);
  const height = (x: number, y: number) => Math.sin(x / 40) * Math.cos(y / 30) * 5;
  for (let t = 0; t < triangles; t++) {
    const cell = t >> 1;
    const x = cell % columns;
    const y = Math.floor(cell / columns);
    const corners =
      t & 1
        ? [
            [x, y],
            [x + 1, y + 1],
            [x, y + 1],
          ]
        : [
            [x, y],
            [x + 1, y],
            [x + 1, y + 1],
          ];
    const at = 84 + 50 * t;
    view.setFloat32(at + 8, 1, true);
    corners.forEach(([cx, cy], v) => {
      view.setFloat32(at + 12 + 12 * v, cx! / 10, true);
      view.setFloat32(at + 16 + 12 * v, cy! / 10, true);
      view.setFloat32(at + 20 + 12 * v, height(cx!, cy!), true);
    });
  }
  return new Blob([buffer]);
}

const longTasks: PerformanceEntry[] = [];
const longTaskObserver = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
longTaskObserver.observe({ type: 'longtask' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Measures `work` (from the Blob in hand to the first frame drawn), the longest main-thread task and frame gap. */
async function measure(work: () => Promise<{ parseMs: number; renderCallMs: number }>): Promise<Run> {
  const gaps: { at: number; gap: number }[] = [];
  let last = performance.now();
  let watching = true;
  // performance.now(), not the frame's timestamp: that is when the frame was due, not when the page could run it.
  const watch = () => {
    const now = performance.now();
    gaps.push({ at: now, gap: now - last });
    last = now;
    if (watching) requestAnimationFrame(watch);
  };
  await new Promise((resolve) => requestAnimationFrame(resolve));
  last = performance.now();
  requestAnimationFrame(watch);
  const start = performance.now();
  const { parseMs, renderCallMs } = await work();
  const totalMs = performance.now() - start;
  // One more frame: a task that blocked the page shows up as a gap even when it ended the work.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  watching = false;
  await pause(100);
  longTasks.push(...longTaskObserver.takeRecords());
  const longest = (until: number) => ({
    task: Math.max(
      0,
      ...longTasks
        .filter((task) => task.startTime + task.duration >= start && task.startTime <= until)
        .map((task) => task.duration),
    ),
    gap: Math.max(0, ...gaps.filter((frame) => frame.at - frame.gap <= until).map((frame) => frame.gap)),
  });
  const load = longest(start + parseMs);
  const whole = longest(start + totalMs);
  return {
    totalMs,
    parseMs,
    renderCallMs,
    loadLongestTaskMs: load.task,
    loadLongestFrameGapMs: load.gap,
    longestTaskMs: whole.task,
    longestFrameGapMs: whole.gap,
  };
}

async function run(triangles: number, repetitions: number): Promise<BenchResult> {
  const blob = makeStl(triangles);
  const host = document.getElementById('host')!;
  const scene = createModelScene(host);
  const gl = host.querySelector('canvas')!.getContext('webgl2')!;
  // Each path hands the geometry over in a task of its own (pause(0) before this), so the load's figures stop there.
  /** Draws, then waits (without blocking the page: a fence, polled) until the GPU has finished the frame. */
  const firstFrame = async (geometry: BufferGeometry) => {
    const start = performance.now();
    scene.setModel('model', 'upper', geometry);
    scene.fitView();
    scene.renderNow();
    const renderCallMs = performance.now() - start;
    const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0)!;
    gl.flush();
    while (gl.getSyncParameter(fence, gl.SYNC_STATUS) !== gl.SIGNALED) await pause(2);
    gl.deleteSync(fence);
    return renderCallMs;
  };
  const clear = (geometry: BufferGeometry) => {
    scene.setModel('model', 'upper', null);
    scene.renderNow();
    geometry.dispose();
    (globalThis as { gc?: () => void }).gc?.();
  };
  const viewer = async () => {
    const start = performance.now();
    const mesh = await meshLoader().load({ kind: 'blob', blob, fileName: 'bench.stl' });
    const geometry = buildGeometry(mesh);
    const parseMs = performance.now() - start;
    await pause(0);
    return { parseMs, renderCallMs: await firstFrame(geometry), geometry };
  };
  const baseline = async () => {
    const start = performance.now();
    const geometry = new STLLoader().parse(await blob.arrayBuffer());
    geometry.computeBoundingBox();
    const parseMs = performance.now() - start;
    await pause(0);
    return { parseMs, renderCallMs: await firstFrame(geometry), geometry };
  };
  const result: BenchResult = { triangles, bytes: blob.size, viewer: [], baseline: [] };
  // The first round warms up (worker start, shader compile) and is not counted; the two take turns after it.
  for (let round = 0; round <= repetitions; round++) {
    for (const [name, work] of [
      ['viewer', viewer],
      ['baseline', baseline],
    ] as const) {
      let geometry: BufferGeometry | undefined;
      const figures = await measure(async () => {
        const done = await work();
        geometry = done.geometry;
        return done;
      });
      clear(geometry!);
      if (round > 0) result[name].push(figures);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  scene.dispose();
  return result;
}

(window as unknown as { runBench: typeof run }).runBench = run;
document.title = 'ready';
