// Shared by the two /caseList benchmarks (loaded through Vite's module runner: the app's sources need its plugins).
// Seeds one clinic with 10,000 aligner cases straight into the tables (one transaction), and times server calls.
import type { Kysely } from 'kysely';
import { CASE_TABS, caseTabOf, type CaseTab } from '../../src/domain/cases/case-tabs';
import type { Database } from '../../src/server/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 400;

const SURNAMES = [
  'Wang',
  'Li',
  'Zhang',
  'Liu',
  'Chen',
  'Yang',
  'Huang',
  'Zhao',
  'Wu',
  'Zhou',
  'Xu',
  'Sun',
  'Ma',
  'Zhu',
  'Hu',
  'Guo',
  'He',
  'Lin',
  'Gao',
  'Luo',
  'Zheng',
  'Liang',
  'Xie',
  'Song',
  'Tang',
];
const GIVEN = [
  'Wei',
  'Fang',
  'Na',
  'Min',
  'Jing',
  'Lei',
  'Qiang',
  'Jie',
  'Yan',
  'Tao',
  'Ming',
  'Hui',
  'Xin',
  'Yu',
  'Ting',
  'Hao',
  'Jun',
  'Lan',
  'Ping',
  'Rui',
  'Bo',
  'Chao',
  'Dan',
  'Fei',
  'Gang',
  'Kai',
  'Li',
  'Mei',
  'Ning',
  'Peng',
  'Qing',
  'Shan',
  'Wen',
  'Xia',
  'Yi',
  'Zhen',
];

/**
 * Where 10,000 aligner cases of a busy clinic stand (weights): most are in long treatment (received, batches) or done;
 * a few wait at each step of the design loop; some were cancelled, terminated or parked.
 */
const STATUS_WEIGHTS: readonly [status: number, weight: number][] = [
  [1, 4],
  [2, 3],
  [4, 1],
  [5, 2],
  [6, 3],
  [8, 1],
  [10, 5],
  [14, 3],
  [15, 1],
  [16, 1],
  [20, 2],
  [21, 3],
  [22, 3],
  [23, 3],
  [24, 4],
  [25, 20],
  [26, 30],
  [3, 4],
  [27, 1],
  [29, 3],
];
const BRANDS = [
  ['cuspid-clear', 'comprehensive'],
  ['cuspid-clear', 'lite'],
  ['cuspid-clear', 'teen'],
  ['cuspid-express', 'express'],
] as const;
const PRICED_FROM = 10;
const PAID_FROM = 22;

/** A small deterministic generator (mulberry32), so every run seeds the same clinic. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type SeededClinic = { cases: number; patients: number; byTab: Record<CaseTab, number>; seedSeconds: number };

/**
 * `count` aligner cases for `clinicId` (about one patient per 1.25 cases: some patients have a second case), with
 * names, phones, brands, statuses, stages, prices and two years of creation dates, inserted in one transaction.
 */
export async function seedAlignerCases(
  db: Kysely<Database>,
  {
    clinicId,
    userId,
    doctorName,
    count,
    now = Date.now(),
  }: { clinicId: number; userId: number; doctorName: string; count: number; now?: number },
): Promise<SeededClinic> {
  const started = performance.now();
  const next = random(20260505);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const totalWeight = STATUS_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  const pickStatus = () => {
    let left = next() * totalWeight;
    for (const [status, weight] of STATUS_WEIGHTS) if ((left -= weight) < 0) return status;
    return 26;
  };
  const patientCount = Math.ceil(count / 1.25);
  const byTab = Object.fromEntries(CASE_TABS.map((tab) => [tab, 0])) as Record<CaseTab, number>;

  await db.transaction().execute(async (trx) => {
    const patients: { id: number; name: string; phone: string }[] = [];
    for (let start = 0; start < patientCount; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, patientCount - start) }, (_, offset) => {
        const name = `${pick(SURNAMES)} ${pick(GIVEN)}${next() < 0.4 ? pick(GIVEN).toLowerCase() : ''}`;
        const phone = `13${String(Math.floor(next() * 1e9)).padStart(9, '0')}`;
        const createdAt = now - Math.floor(next() * 730 * DAY_MS);
        return {
          clinic_id: clinicId,
          client_id: null,
          name,
          search_text: `${name}\n${phone}`.toLowerCase(),
          gender: next() < 0.6 ? 2 : 1,
          birth_date: `${1960 + Math.floor(next() * 55)}-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`,
          phone,
          source: 1,
          avatar_key: null,
          doctor_name: doctorName,
          doctor_phone: '',
          created_by: userId,
          created_at: createdAt,
          updated_at: createdAt + offset,
          deleted_at: null,
        };
      });
      patients.push(...(await trx.insertInto('patients').values(rows).returning(['id', 'name', 'phone']).execute()));
    }

    for (let start = 0; start < count; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
        const index = start + offset;
        // Every patient has a case; the rest go to patients picked at random (a second case).
        const patient = index < patients.length ? patients[index]! : pick(patients);
        const patientId = patient.id;
        const status = pickStatus();
        // Restarted cases (a later stage whose new data the clinic has to complete), and later stages under way.
        const isRestart = status === 1 && next() < 0.35;
        const isLaterStage = isRestart || (status >= PAID_FROM && status <= 26 && next() < 0.1);
        const stageNo = isLaterStage ? 2 + Math.floor(next() * 2) : 1;
        const [brand, series] = pick(BRANDS);
        const createdAt = now - Math.floor(next() * 730 * DAY_MS);
        const updatedAt = Math.min(now, createdAt + Math.floor(next() * 120 * DAY_MS));
        const priceCents =
          status >= PRICED_FROM && status !== 29 ? 1_500_000 + Math.floor(next() * 30) * 100_000 : null;
        byTab[caseTabOf(status, stageNo)] += 1;
        const order = {
          clinic_id: clinicId,
          product_line: 1,
          status,
          stage_no: stageNo,
          patient_id: patientId,
          client_id: null,
          created_by: userId,
          doctor_name: doctorName,
          search_text: `${patient.name}\n${patient.phone}`.toLowerCase(),
          submitted_at: status === 1 ? null : createdAt,
          created_at: createdAt,
          updated_at: updatedAt,
        };
        const aligner = {
          brand,
          series,
          case_data: JSON.stringify({
            basic: {
              patientId,
              doctorName,
              brand,
              series,
              chiefComplaint: 'Crowding',
              treatmentGoals: 'Align both arches',
            },
          }),
          plan_price_cents: priceCents,
        };
        const paidCents = priceCents !== null && status >= PAID_FROM && status !== 27 ? priceCents : 0;
        return { order, aligner, paidCents };
      });
      const ids = await trx.insertInto('orders').values(rows.map((row) => row.order)).returning('id').execute();
      await trx
        .insertInto('aligner_orders')
        .values(rows.map((row, index) => ({ order_id: ids[index]!.id, ...row.aligner })))
        .execute();
      const paid = rows.flatMap((row, index) =>
        row.paidCents > 0
          ? [{ order_id: ids[index]!.id, stage_no: row.order.stage_no, kind: 1, settles_plan: 1, amount_cents: row.paidCents, status: 'paid' as const, reference: null, created_by: userId, created_at: row.order.updated_at, settled_at: row.order.updated_at }]
          : [],
      );
      if (paid.length > 0) await trx.insertInto('payment_orders').values(paid).execute();
    }
  });
  return { cases: count, patients: patientCount, byTab, seedSeconds: (performance.now() - started) / 1000 };
}

export type Timing = { medianMs: number; p95Ms: number; samples: number };

export function summarise(samplesMs: number[]): Timing {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
  const round = (value: number) => Math.round(value * 100) / 100;
  return { medianMs: round(at(0.5)), p95Ms: round(at(0.95)), samples: sorted.length };
}

export type TimedCall = { url: string; headers: Record<string, string>; body: unknown };

/** One POST, timed from the send to the whole answer read; refuses anything but a success. */
async function timeOnce({ url, headers, body }: TimedCall): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  const envelope = (await response.json()) as { code: number; msg: string };
  const elapsed = performance.now() - started;
  if (!response.ok || envelope.code !== 200)
    throw new Error(`${url}: HTTP ${response.status}, code ${envelope.code} ${envelope.msg}`);
  return elapsed;
}

/**
 * Times `measured` and `baseline` in turns, one request after another (`warmup` pairs first, unmeasured): both see the
 * same machine at the same moments, so a busy neighbour moves both and their ratio stays readable.
 */
export async function timePaired(
  measured: TimedCall,
  baseline: TimedCall,
  { runs, warmup }: { runs: number; warmup: number },
): Promise<{ measured: Timing; baseline: Timing }> {
  const samples = { measured: [] as number[], baseline: [] as number[] };
  for (let i = 0; i < warmup + runs; i++) {
    const baselineMs = await timeOnce(baseline);
    const measuredMs = await timeOnce(measured);
    if (i < warmup) continue;
    samples.baseline.push(baselineMs);
    samples.measured.push(measuredMs);
  }
  return { measured: summarise(samples.measured), baseline: summarise(samples.baseline) };
}
