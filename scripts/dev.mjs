// npm run dev: the Vite dev server on PORT (default 3000) with /api proxied to the server on PORT+1,
// which is rebuilt on every change (vite build --ssr --watch) and restarted by node --watch.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const port = Number(process.env.PORT ?? 3000);
const children = [];
const run = (command, args, env = {}) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  return child;
};
const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

const vite = 'node_modules/.bin/vite';
// Start from an empty server bundle: the watch build empties the folder, so a stale main.js must not be started.
fs.rmSync('dist/server', { recursive: true, force: true });
run(vite, ['build', '--ssr', '--watch', '--mode', 'development']);
while (!fs.existsSync('dist/server/main.js')) await new Promise((r) => setTimeout(r, 200));
await new Promise((r) => setTimeout(r, 1000)); // let the first build finish writing its chunks
run(process.execPath, ['--watch', '--enable-source-maps', 'dist/server/main.js'], { PORT: String(port + 1), HOST: '127.0.0.1', STATIC_DIR: '/nonexistent' });
run(vite, ['--port', String(port), '--strictPort']);
