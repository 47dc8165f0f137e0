import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../scripts/check-cycles.mjs');
const trees: string[] = [];

/** A throwaway source tree: file name → contents. */
function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  trees.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function check(dir: string) {
  const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterEach(() => {
  for (const dir of trees.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('check-cycles', () => {
  it('passes a tree whose imports all go one way', () => {
    const dir = tree({
      'a.ts': "import { b } from './b';\nexport const a = b;\n",
      'b.ts': "import type { C } from './lib';\nexport const b: C = 1;\n",
      'lib/index.ts': 'export type C = number;\n',
    });
    expect(check(dir)).toMatchObject({ status: 0 });
  });

  it('names a circle of three files, through an index file, a type-only import and a dynamic import()', () => {
    const dir = tree({
      'a.ts': "import { b } from './b';\nexport const a = b;\n",
      'b.tsx': "import type { C } from './lib';\nexport const b = 1 as C;\n",
      'lib/index.ts': "export type C = number;\nexport const load = () => import('../a');\n",
      'other.ts': "import { a } from './a';\nexport const other = a;\n",
    });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain('Import circle (3 files)');
    expect(output).toMatch(/a\.ts\s+-> .*b\.tsx\s+-> .*lib\/index\.ts\s+-> .*a\.ts/);
    expect(output).not.toContain('other.ts');
  });

  it('names a file that imports itself', () => {
    const dir = tree({ 'self.ts': "export { x } from './self';\nexport const y = 1;\n" });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain('Import circle (1 file)');
  });
});
