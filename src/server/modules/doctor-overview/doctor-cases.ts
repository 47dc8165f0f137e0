import type { Kysely } from 'kysely';
import { CASE_TABS, type CaseTab } from '../../../domain/cases/case-tabs';
import type { Database } from '../../db/schema';
import type { CaseDoctor, DoctorCases } from '../../lines/server-line';
import { servedLines } from '../../lines/server-lines';

/** Newest change first, as every line's list reads its latest. */
const byNewestChange = (a: { updatedAt: number; orderId: number }, b: { updatedAt: number; orderId: number }) =>
  b.updatedAt - a.updatedAt || b.orderId - a.orderId;

/**
 * A doctor's own cases in a clinic, from every served line that lists them (`doctorCases`): the tab counts added up,
 * the `limit` most recently changed, and their patients. Whose case it is is the line's to say (the creator, or the
 * doctor's mobile in the line's own order data).
 */
export async function findDoctorCases(
  db: Kysely<Database>,
  clinicId: number,
  doctor: CaseDoctor,
  limit: number,
): Promise<DoctorCases> {
  const parts: DoctorCases[] = [];
  for (const line of servedLines())
    if (line.doctorCases) parts.push(await line.doctorCases(db, clinicId, doctor, limit));
  const [only] = parts;
  if (only && parts.length === 1) return only;
  const tabCounts = Object.fromEntries(CASE_TABS.map((tab) => [tab, 0])) as Record<CaseTab, number>;
  for (const part of parts) for (const tab of CASE_TABS) tabCounts[tab] += part.tabCounts[tab];
  return {
    tabCounts,
    latest: parts
      .flatMap((part) => part.latest)
      .sort(byNewestChange)
      .slice(0, limit),
    patientIds: new Set(parts.flatMap((part) => [...part.patientIds])),
  };
}
