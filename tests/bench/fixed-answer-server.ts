// The benchmarks' ceilings: a process that answers every request with one fixed answer (a route's own bytes, read
// from a file), either through bare node:http or through an empty Fastify route with its JSON body parser. Nothing of
// the app runs: under the same autocannon load, its rate is what HTTP alone allows on this machine.
// Run as a script (node tests/bench/fixed-answer-server.ts <node|fastify> <answer.json>, printing its port), started
// by startFixedAnswerServer.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';

export const FIXED_ANSWER_KINDS = ['node', 'fastify'] as const;
export type FixedAnswerKind = (typeof FIXED_ANSWER_KINDS)[number];
export type FixedAnswerServer = { url: string; close: () => Promise<void> };

const JSON_TYPE = 'application/json; charset=utf-8';
const SCRIPT = fileURLToPath(import.meta.url);

async function listen(kind: FixedAnswerKind, answer: string): Promise<number> {
  if (kind === 'fastify') {
    const app = Fastify({ logger: false });
    // The answer goes out as the text it is (no serializer), as the app's routes send their serialized envelope.
    app.route({ method: ['GET', 'POST'], url: '/*', handler: (_request, reply) => reply.type(JSON_TYPE).send(answer) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  }
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (chunks.length > 0) JSON.parse(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200, { 'content-type': JSON_TYPE }).end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Starts the fixed-answer server of this kind in its own process, answering `answer` to every request. */
export async function startFixedAnswerServer(kind: FixedAnswerKind, answer: string): Promise<FixedAnswerServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-fixed-answer-'));
  const file = path.join(dir, 'answer.json');
  fs.writeFileSync(file, answer);
  const child = spawn(process.execPath, [SCRIPT, kind, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (data: Buffer) => {
      output += data;
      if (output.includes('\n')) resolve(Number(output.trim()));
    });
    child.once('exit', (code) => reject(new Error(`fixed-answer server (${kind}) exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

if (process.argv[1] === SCRIPT) {
  const [kind, file] = process.argv.slice(2);
  if (!FIXED_ANSWER_KINDS.includes(kind as FixedAnswerKind) || !file) {
    console.error('usage: node tests/bench/fixed-answer-server.ts <node|fastify> <answer.json>');
    process.exit(2);
  }
  console.log(await listen(kind as FixedAnswerKind, fs.readFileSync(file, 'utf8')));
}
