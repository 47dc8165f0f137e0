import type { Generated } from 'kysely';

/**
 * Row types, one per table. Timestamps are epoch milliseconds (bigint in PostgreSQL, integer in SQLite;
 * the pg driver is told to parse int8 as a number), so both dialects compare them the same way.
 */
export type Database = {
  manufacturers: ManufacturerTable;
  factories: FactoryTable;
  idempotency_keys: IdempotencyKeyTable;
};

export type ManufacturerTable = {
  id: Generated<number>;
  name: string;
  created_at: number;
};

export type FactoryTable = {
  id: Generated<number>;
  manufacturer_id: number;
  code: string;
  name: string;
  city: string;
  created_at: number;
};

export type IdempotencyKeyTable = {
  /** The principal's scope and the client's key: `user:42:<key>` or `anonymous:<key>`. */
  scope_key: string;
  method: string;
  path: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: number;
};
