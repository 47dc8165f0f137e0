import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import zlib from 'node:zlib';
const file = process.argv[2];
const code = fs.readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const bySource = new Map();
let prev = null;
map.eachMapping((m) => {
  if (prev) {
    const line = lines[prev.generatedLine - 1];
    let text;
    if (m.generatedLine === prev.generatedLine) text = line.slice(prev.generatedColumn, m.generatedColumn);
    else text = line.slice(prev.generatedColumn);
    const key = prev.source ?? '?';
    bySource.set(key, (bySource.get(key) ?? '') + text);
  }
  prev = m;
});
const rows = [...bySource].map(([s, t]) => [s.replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/'), t.length, zlib.gzipSync(t, { level: 9 }).length]);
rows.sort((a, b) => b[1] - a[1]);
for (const r of rows.slice(0, Number(process.argv[3] ?? 40))) console.log(r[1], r[2], r[0]);
