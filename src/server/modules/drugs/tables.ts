import type { Generated } from 'kysely';

/** Row type of migration 0017: one drug of the reference, its texts per language as JSON. */
export type DrugsDatabase = {
  drugs: DrugTable;
};

export type DrugTable = {
  id: Generated<number>;
  code: string;
  /** JSON: { en, zh, ru }, each a TDrugText (domain/drugs/drug-reference.ts). */
  texts: string;
  /** The names of every language, lower-cased, for the name search. */
  search_text: string;
  created_at: number;
  updated_at: number;
};
