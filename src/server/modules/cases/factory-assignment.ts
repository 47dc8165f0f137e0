import type { Kysely, Transaction } from 'kysely';
import type { TFactory } from '../../../domain/cases/factory-assignment-api';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The factory a new order goes to (docs/orders.md, "Which factory makes an order"): the clinic's home factory, else
 * the manufacturer's first factory (the first of FACTORIES in production, Hangzhou in the demo). Null only while no
 * factory exists; such an order shows in every factory's queues until a factory admin assigns it.
 */
export async function factoryForNewOrder(db: Db, clinicId: number): Promise<number | null> {
  const clinic = await db.selectFrom('clinics').select('factory_id').where('id', '=', clinicId).executeTakeFirst();
  if (clinic?.factory_id != null) return clinic.factory_id;
  const first = await db.selectFrom('factories').select('id').orderBy('id').executeTakeFirst();
  return first?.id ?? null;
}

/** The manufacturer's factories, in configuration order (the first takes the orders of clinics without a home factory). */
export async function listFactories(db: Db): Promise<TFactory[]> {
  return db.selectFrom('factories').select(['id', 'code', 'name', 'city']).orderBy('id').execute();
}

export async function findFactory(db: Db, factoryId: number | null): Promise<TFactory | null> {
  if (factoryId === null) return null;
  return (await db.selectFrom('factories').select(['id', 'code', 'name', 'city']).where('id', '=', factoryId).executeTakeFirst()) ?? null;
}
