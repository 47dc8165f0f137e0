import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_STATUS_CODES } from '../../src/domain/order-status';

/**
 * Order statuses are named (`ORDER_STATUS` in src/domain/order-status.ts) and their moves are written once, in each
 * product line's status table (src/domain/lines/<line>/statuses.ts). This scan keeps it so: outside those files no
 * source compares a status with a bare number, moves a case to one, filters by one, or gives a status or a product
 * line a local constant. Tests and test fixtures may use numbers (they check the tables from the outside).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');

/** Where numbers are the definition itself. */
const DEFINITIONS = [
  /^src\/domain\/order-status\.ts$/,
  /^src\/domain\/product-lines\.ts$/,
  /^src\/domain\/lines\/[^/]+\/statuses\.ts$/,
];
/** Tests, fixtures, and migrations (a migration is history: it keeps the numbers it was written with). */
const NOT_SCANNED = [
  /\.test\.tsx?$/,
  /\.e2e\.ts$/,
  /(^|\/)testing\//,
  /test-kit\.ts$/,
  /test-fixtures\.tsx?$/,
  /\/migrations\//,
];

const STATUS_CODES = new Set<number>(ORDER_STATUS_CODES);
const SCREAMING = (name: string) => name.replace(/([a-z])([A-Z0-9])/g, '$1_$2').toUpperCase();
/** Local constant names that mean a status or a product line (e.g. `TREATMENT_COMPLETED`, `IN_TRANSIT`, `ALIGNERS`). */
const CONSTANT_WORDS = [
  ...Object.keys(ORDER_STATUS).map(SCREAMING),
  'SUBMITTED',
  'DESIGNED',
  'TO_REVIEW',
  'ALIGNER',
  'PRODUCT_LINE',
];

type Finding = { line: number; text: string; why: string };

const PATTERNS: { why: string; pattern: RegExp; isCode: (number: number) => boolean }[] = [
  {
    why: 'a status compared with a number',
    pattern:
      /\b\w*[sS]tatus\w*\s*(?:===|!==|==|!=|<=|>=|<|>)\s*(\d+)\b|\b(\d+)\s*(?:===|!==|==|!=)\s*[\w.]*[sS]tatus\b/g,
    isCode: (n) => STATUS_CODES.has(n),
  },
  {
    why: 'a move target compared with a number',
    pattern: /\bto\s*(?:===|!==)\s*(\d+)\b/g,
    isCode: (n) => STATUS_CODES.has(n),
  },
  {
    why: 'a status written as a number',
    pattern: /\b(?:to|from|status|expectedStatus|toStatus|fromStatus)\s*:\s*(\d+)\b/g,
    isCode: (n) => STATUS_CODES.has(n),
  },
  {
    why: 'a list of statuses written as numbers',
    pattern:
      /(?:[sS]tatus\w*|STATUS\w*|\bfrom|\bdoctor|\breview|\bclosed)\s*[:=][^;\n]*?\[\s*(\d+)\s*[,\]]|\[\s*(\d+)(?:\s*,\s*\d+)*\s*\]\.includes\([\w.]*[sS]tatus\)/g,
    isCode: (n) => STATUS_CODES.has(n),
  },
  {
    why: 'a query filtering by a status number',
    pattern: /'(?:orders\.)?status',\s*'(?:=|!=|<>|in|not in)',\s*\[?\s*(\d+)/g,
    isCode: (n) => STATUS_CODES.has(n),
  },
  {
    why: 'a local constant for a status or a product line',
    pattern: new RegExp(`\\bconst\\s+[A-Z0-9_]*(?:${CONSTANT_WORDS.join('|')})[A-Z0-9_]*\\s*=\\s*(\\d+)\\b`, 'g'),
    isCode: () => true,
  },
  {
    why: 'a product line written as a number',
    pattern: /\bproduct_line\s*(?::|===|!==)\s*(\d+)\b/g,
    isCode: () => true,
  },
];

/** What the scan finds in one file's text. */
export function rawStatusNumbers(text: string): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((lineText, index) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(lineText)) return; // comments may explain with numbers
    for (const { why, pattern, isCode } of PATTERNS) {
      for (const match of lineText.matchAll(pattern)) {
        const number = Number(match.slice(1).find((group) => group !== undefined));
        if (isCode(number)) findings.push({ line: index + 1, text: lineText.trim(), why });
      }
    }
  });
  return findings;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('no raw status numbers outside the status tables', () => {
  it('finds each kind of raw status number it is meant to find', () => {
    const samples = [
      'if (order.status === 10 && input.to === 14) {',
      'if (25 === detail.status) return;',
      'await checkMove(trx, actor, order, { to: 21, expectedStatus });',
      'const DEDICATED = [{ from: [6, 16], to: 8 }];',
      'export const CLINIC_ACTION_STATUSES = [10, 14, 21];',
      'return [1, 5].includes(detail.status);',
      ".where('orders.status', 'in', [22, 23])",
      'const TREATMENT_COMPLETED = 26;',
      'const ALIGNERS = 1;',
      'const IN_TRANSIT = 24;',
      '  doctor: [1, 5, 10],',
      'product_line: 1,',
    ];
    for (const sample of samples) expect(rawStatusNumbers(sample), sample).not.toEqual([]);
  });

  it('leaves named statuses, HTTP statuses and comments alone', () => {
    const samples = [
      'if (order.status === ORDER_STATUS.planToBeReviewed) {',
      'if (response.status === 401 || status >= 500) return;',
      "if (answer.outcome === 'retry' && answer.status === 0) failed = true;",
      ' * The plan review (10 -> 14 / 15) records the decision.',
      'const DAY_MS = 24 * 60 * 60 * 1000;',
      'pageSize: 10,',
    ];
    for (const sample of samples) expect(rawStatusNumbers(sample), sample).toEqual([]);
  });

  it('finds none in src', () => {
    const findings = sourceFiles(SRC)
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
      .filter((file) => !DEFINITIONS.some((rule) => rule.test(file)) && !NOT_SCANNED.some((rule) => rule.test(file)))
      .flatMap((file) =>
        rawStatusNumbers(fs.readFileSync(path.join(ROOT, file), 'utf8')).map(
          (found) => `${file}:${found.line} ${found.why}: ${found.text}`,
        ),
      );
    expect(findings).toEqual([]);
  });
});
