// Compiles the SQLite plan-stability extension (src/server/db/sqlite-extension/plan-stability.c) against the SQLite
// headers better-sqlite3 ships, into node_modules/.cache/cuspid/ (npm install runs this, and so does the build).
// Without a C compiler the server still runs, with slower queries: this prints why and exits 0; the server warns at
// start (src/server/db/plan-stability.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const source = path.resolve('src/server/db/sqlite-extension/plan-stability.c');
const headers = path.join(path.dirname(require.resolve('better-sqlite3/package.json')), 'deps', 'sqlite3');
const output = path.resolve('node_modules/.cache/cuspid/plan-stability.so');

const inputs = [source, path.join(headers, 'sqlite3ext.h'), path.join(headers, 'sqlite3.h')];
const newest = Math.max(...inputs.map((file) => fs.statSync(file).mtimeMs));
if (fs.existsSync(output) && fs.statSync(output).mtimeMs >= newest) process.exit(0);

fs.mkdirSync(path.dirname(output), { recursive: true });
const compiler = process.env.CC || 'cc';
const result = spawnSync(compiler, ['-O2', '-shared', '-fPIC', `-I${headers}`, source, '-o', output], {
  encoding: 'utf8',
});
if (result.status !== 0) {
  console.warn(
    `build-sqlite-extension: could not compile ${path.relative('.', source)} with ${compiler} ` +
      `(${result.error?.message ?? result.stderr.trim()}). The server runs without SQLite plan stability, with slower queries.`,
  );
  process.exit(0);
}
console.log(`build-sqlite-extension: ${path.relative('.', output)}`);
