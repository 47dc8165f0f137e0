// Which Chromium the end-to-end tests and the browser benchmarks drive.
//
//  1. CUSPID_BROWSER=bundled: the Chromium that `npm install` brought (@sparticuz/chromium), whatever the system has.
//  2. CHROMIUM_PATH: that binary (it must exist).
//  3. /usr/bin/chromium, when the system has one (Debian's package).
//  4. Otherwise the bundled one: `npm install && npm test` needs nothing but Node and npm.
//
// The bundled browser ships inside the package as brotli archives and is unpacked into the temporary folder on first
// use (a few seconds; later runs reuse it). It is launched with the project's own flags, not the package's serverless
// ones (tests/e2e/support/chromium.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** @returns {Promise<{ path: string, source: 'bundled' | 'CHROMIUM_PATH' | 'system' }>} */
export async function resolveChromium() {
  const wanted = process.env.CUSPID_BROWSER;
  if (wanted && wanted !== 'bundled' && wanted !== 'system') {
    throw new Error(`CUSPID_BROWSER must be "bundled" or "system", not "${wanted}".`);
  }
  if (wanted !== 'bundled') {
    const given = process.env.CHROMIUM_PATH;
    if (given) {
      if (!fs.existsSync(given)) throw new Error(`CHROMIUM_PATH names ${given}, and there is no file there.`);
      return { path: given, source: 'CHROMIUM_PATH' };
    }
    if (fs.existsSync(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'system' };
    if (wanted === 'system') throw new Error(`CUSPID_BROWSER=system, and there is no Chromium at ${SYSTEM_CHROMIUM}.`);
  }
  const { default: bundled } = await import('@sparticuz/chromium');
  const path = await bundled.executablePath();
  // A machine with no fontconfig of its own still gets text: the package's fonts (unpacked beside the browser).
  if (!fs.existsSync('/etc/fonts/fonts.conf')) process.env.FONTCONFIG_PATH ??= join(tmpdir(), 'fonts');
  return { path, source: 'bundled' };
}

/** "Chromium 156.0.8078.108 (system, /usr/bin/chromium)": what a run says it drove. */
export function describeChromium({ path, source }) {
  let version = 'Chromium (version unknown)';
  try {
    version = execFileSync(path, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
    }).trim();
  } catch {
    // Some builds print nothing for --version without a display; the path still says which browser it was.
  }
  return `${version} (${source}, ${path})`;
}
