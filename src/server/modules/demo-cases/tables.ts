import type { Generated } from 'kysely';

/** Row type of migration 0028: one demo case; `data` and `texts` ({ en, zh, ru }) are JSON. */
export type DemoCasesDatabase = {
  demo_cases: DemoCaseTable;
};

export type DemoCaseTable = {
  id: Generated<number>;
  code: string;
  product_line: number;
  sort_order: number;
  data: string;
  texts: string;
};
