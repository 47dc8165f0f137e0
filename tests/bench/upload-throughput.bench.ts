// A 200 MB model (a valid binary STL) uploaded over loopback through the outbox's path: cut into 5 MiB parts in
// IndexedDB (fake-indexeddb) while hashed, then sent by the upload sender (grant, create, parts, complete) to the
// production build on SQLite in its own process (`--in-process`: the app in this process, no build needed), which
// stores every part durably, assembles, hashes and checks the file. The baseline is a plain copy of the same file
// (fs.copyFile) in the same run; a copy made durable (fsync) is shown beside it.
import { createServer, createServerModuleRunner } from 'vite';
import { ratio, report } from './support.ts';
import type { ServerKind, UploadBenchFigures } from './upload-throughput.scenario.ts';

const MODEL_BYTES = 200 * 1000 * 1000;
const MB = 1000 * 1000;
const server: ServerKind = process.argv.includes('--in-process') ? 'in-process' : 'built';

// The app's sources need its Vite plugins (the Lingui macro) and resolution: load them as the tests do.
const vite = await createServer({
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
});
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
try {
  const scenario = (await runner.import('/tests/bench/upload-throughput.scenario.ts')) as {
    runUploadBenchmark: (bytes: number, server: ServerKind) => Promise<UploadBenchFigures>;
  };
  const figures = await scenario.runUploadBenchmark(MODEL_BYTES, server);
  const mb = figures.sizeBytes / MB;
  const uploadMbps = mb / figures.uploadSeconds;
  const copyMbps = mb / figures.copySeconds;
  const durableCopyMbps = mb / figures.copyFsyncSeconds;
  const round = (value: number) => Math.round(value * 10) / 10;
  report({
    name: 'upload-throughput',
    figures: {
      server: figures.server,
      sizeMB: round(mb),
      uploadMBps: round(uploadMbps),
      uploadSeconds: round(figures.uploadSeconds),
      enqueueMBps: round(mb / figures.enqueueSeconds),
      copyMBps: round(copyMbps),
      durableCopyMBps: round(durableCopyMbps),
      ratio: ratio(uploadMbps, copyMbps),
      ratioToDurableCopy: ratio(uploadMbps, durableCopyMbps),
    },
    summary: [
      `upload (sendUpload over loopback)  ${round(uploadMbps)} MB/s  (${round(figures.uploadSeconds)} s for ${round(mb)} MB, ${figures.server} server)`,
      `cut into parts + SHA-256 (enqueue)  ${round(mb / figures.enqueueSeconds)} MB/s`,
      `plain copy (fs.copyFile)            ${round(copyMbps)} MB/s`,
      `copy + fsync                        ${round(durableCopyMbps)} MB/s`,
      `ratio ${ratio(uploadMbps, copyMbps)} to the plain copy, ${ratio(uploadMbps, durableCopyMbps)} to the durable copy (MB = 10^6 bytes)`,
    ].join('\n'),
  });
} finally {
  await runner.close();
  await vite.close();
}
