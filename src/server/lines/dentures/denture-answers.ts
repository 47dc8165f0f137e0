import type { Kysely } from 'kysely';
import { costsAnswer, type DentureCostSettings } from '../../../domain/lines/dentures/costs';
import type { TDentureOrder, TDentureSettings } from '../../../domain/lines/dentures/requests';
import { fromCents, toCents } from '../../../domain/money';
import type { Database } from '../../db/schema';
import { caseNotFound, type OrderRow } from '../../modules/cases/transition';
import { costsOfRow, findDentureOrder } from './denture-orders';

/** The order's denture data as the web reads it (the caller may see the order: see findCase). */
export async function dentureOrderOf(db: Kysely<Database>, order: OrderRow): Promise<TDentureOrder> {
  const denture = await findDentureOrder(db, order.id);
  if (!denture) throw caseNotFound();
  const selection = await db
    .selectFrom('denture_abutment_selections')
    .select('selection_id')
    .where('order_id', '=', order.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const reworks = await db
    .selectFrom('denture_reworks')
    .select(['teeth', 'created_at'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  return {
    orderId: order.id,
    dentureType: denture.denture_type,
    data: JSON.parse(denture.data) as Record<string, unknown>,
    costs: costsAnswer(costsOfRow(denture)),
    abutmentSelectionId: selection?.selection_id ?? null,
    reworks: reworks.map((rework) => ({
      teeth: JSON.parse(rework.teeth) as TDentureOrder['reworks'][number]['teeth'],
      createdAt: Number(rework.created_at),
    })),
  };
}

export function settingsAnswer(settings: DentureCostSettings): TDentureSettings {
  return {
    grindUnitPrice: fromCents(settings.grindUnitCents),
    porcelainUnitPrice: fromCents(settings.porcelainUnitCents),
    subsDeposit: fromCents(settings.subsDepositCents),
    longBridgeThreshold: settings.longBridgeThreshold,
    longBridgeUnitPrice: fromCents(settings.longBridgeUnitCents),
  };
}

export function settingsFromAnswer(settings: TDentureSettings): DentureCostSettings {
  return {
    grindUnitCents: toCents(settings.grindUnitPrice),
    porcelainUnitCents: toCents(settings.porcelainUnitPrice),
    subsDepositCents: toCents(settings.subsDeposit),
    longBridgeThreshold: settings.longBridgeThreshold,
    longBridgeUnitCents: toCents(settings.longBridgeUnitPrice),
  };
}
