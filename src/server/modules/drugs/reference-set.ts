import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { saveDrug } from './drugs';
import { analgesicsAndAntiseptics } from './reference/analgesics-and-antiseptics';
import { antibiotics } from './reference/antibiotics';
import { localAnesthetics } from './reference/local-anesthetics';
import type { ReferenceDrug } from './reference/reference-drug';

/** The dental drug reference written for Cuspid, in en, zh and ru (docs/tools.md). */
export const REFERENCE_DRUGS: readonly ReferenceDrug[] = [
  ...localAnesthetics,
  ...antibiotics,
  ...analgesicsAndAntiseptics,
];

/**
 * Keeps the database's reference set as shipped: adds missing drugs and updates changed texts (their `updated_at`
 * moves, so devices fetch them again). Run at every start in every mode: the reference is product content, not demo data.
 */
export async function syncReferenceDrugs(db: Kysely<Database>, now: number): Promise<void> {
  for (const drug of REFERENCE_DRUGS) await saveDrug(db, drug.code, drug.texts, now);
}
