import { chromium, type Browser } from 'playwright-core';

/** Set by tests/e2e/run.mjs and tests/bench/run.mjs from scripts/chromium.mjs (system Chromium, else the bundled one). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling hosts this machine cannot reach.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium with the project's flags (plus any the caller adds, e.g. SwiftShader WebGL for a benchmark). */
export async function launchChromium(extraFlags: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...extraFlags], headless: true });
}
