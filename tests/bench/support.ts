import fs from 'node:fs';
import path from 'node:path';

export type BenchResult = { name: string; figures: Record<string, number | string>; summary: string };

/** Prints one benchmark's figures and keeps them under tests/bench/.results/ for the closing note. */
export function report(result: BenchResult): void {
  console.log(`\n== ${result.name}\n${result.summary}`);
  const dir = path.join('tests', 'bench', '.results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${result.name}.json`), JSON.stringify({ ...result, at: new Date().toISOString() }, null, 2));
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
export const ratio = (value: number, baseline: number) => Math.round((value / baseline) * 100) / 100;
