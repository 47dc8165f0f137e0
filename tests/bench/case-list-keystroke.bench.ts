// /caseList with 10,000 aligner cases, in headless Chromium against the production build: the time from a keystroke
// in the search box to the paint of the updated table (keydown's timestamp to the frame after the table's rows change,
// seen by a MutationObserver, then requestAnimationFrame and a task), median over 24 keystrokes, each a new keyword.
// It includes the search's 500 ms debounce (spec section 9), the request and the render; "beyond the debounce" takes
// the 500 ms off. Baselines in the same run, on the same page: a keystroke in a plain input with nothing attached
// (keydown to the painted character), and a switch to a tab whose page is cached (pointerdown to the painted table).
import { createServer, createServerModuleRunner } from 'vite';
import type { KeystrokeFigures } from './case-list-keystroke.scenario.ts';
import { ratio, report } from './support.ts';

const vite = await createServer({
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
});
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
try {
  const scenario = (await runner.import('/tests/bench/case-list-keystroke.scenario.ts')) as {
    runKeystrokeBenchmark: () => Promise<KeystrokeFigures>;
  };
  const figures = await scenario.runKeystrokeBenchmark();
  const { keystroke, plainInput, cachedTab } = figures;
  const beyondDebounce = Math.round((keystroke.medianMs - figures.debounceMs) * 100) / 100;
  report({
    name: 'case-list-keystroke',
    figures: {
      cases: figures.seeded.cases,
      keystrokeMedianMs: keystroke.medianMs,
      keystrokeP95Ms: keystroke.p95Ms,
      keystrokes: keystroke.samples,
      beyondDebounceMedianMs: beyondDebounce,
      plainInputMedianMs: plainInput.medianMs,
      cachedTabMedianMs: cachedTab.medianMs,
      ratio: ratio(keystroke.medianMs, plainInput.medianMs),
      ratioBeyondDebounce: ratio(beyondDebounce, plainInput.medianMs),
      ratioToCachedTab: ratio(keystroke.medianMs, cachedTab.medianMs),
    },
    summary: [
      `${figures.seeded.cases} aligner cases in the demo doctor's clinic; /caseList?tab=completed (${figures.seeded.byTab.completed} cases), production build, headless Chromium 1280x800`,
      `keystroke in the search box -> painted table  median ${keystroke.medianMs} ms  p95 ${keystroke.p95Ms} ms  (${keystroke.samples} keystrokes, ${figures.debounceMs} ms debounce included)`,
      `  beyond the debounce (request, counts, render, paint)  median ${beyondDebounce} ms`,
      `baseline: keystroke in a plain input -> paint  median ${plainInput.medianMs} ms  p95 ${plainInput.p95Ms} ms (${plainInput.samples} keystrokes)`,
      `baseline: switch to a cached tab -> paint      median ${cachedTab.medianMs} ms  p95 ${cachedTab.p95Ms} ms (${cachedTab.samples} switches)`,
      `ratio to the plain input ${ratio(keystroke.medianMs, plainInput.medianMs)} (beyond the debounce ${ratio(beyondDebounce, plainInput.medianMs)}); to the cached tab ${ratio(keystroke.medianMs, cachedTab.medianMs)}`,
      `samples (ms): ${figures.keystrokeSamplesMs.map((value) => Math.round(value)).join(' ')}`,
    ].join('\n'),
  });
} finally {
  await runner.close();
  await vite.close();
}
