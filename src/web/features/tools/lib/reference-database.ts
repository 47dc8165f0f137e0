import Dexie, { type EntityTable, type Table } from 'dexie';
import type { Locale } from '../../../../domain/locale';
import type { TDrugDetail, TDrugSummary } from '../../../../domain/drugs/drug-reference';

/** One drug as this device keeps it, per interface language: the list's summary and, once fetched, its detail. */
export type CachedDrug = TDrugSummary & { locale: Locale; detail: TDrugDetail | null };
/** When this device last copied the whole reference in one language. */
export type ReferenceSyncRow = { locale: Locale; syncedAt: number };

export const REFERENCE_DATABASE_NAME = 'cuspid-reference';

/**
 * Public reference data kept on the device for offline use, signed in or not. It is apart from the per-user
 * databases because it belongs to nobody: it holds no patient data and survives sign-out.
 */
export class ReferenceDatabase extends Dexie {
  drugs!: Table<CachedDrug, [Locale, number]>;
  drugSyncs!: EntityTable<ReferenceSyncRow, 'locale'>;

  constructor() {
    super(REFERENCE_DATABASE_NAME);
    this.version(1).stores({ drugs: '[locale+id], locale', drugSyncs: 'locale' });
  }
}

let database: ReferenceDatabase | null = null;

export function referenceDatabase(): ReferenceDatabase {
  database ??= new ReferenceDatabase();
  return database;
}
