import type { Kysely } from 'kysely';
import { costsAnswer, type DentureCostSettings } from '../../../domain/lines/dentures/costs';
import type { TDentureOrder, TDentureSettings } from '../../../domain/lines/dentures/requests';
import { fromCents, toCents } from '../../../domain/money';
import type { Database } from '../../db/schema';
import { caseNotFound, type OrderRow } from '../../modules/cases/transition';
import type { SignReadLink } from '../../modules/images';
import type { TDentureData } from '../../../domain/lines/dentures/wizard';
import { costsOfRow, dentureDataOf, findDentureOrder } from './denture-orders';

/** A patient scan the order names, as a signed link (null once it is gone). */
async function scanLink(db: Kysely<Database>, modelId: number | null, sign: SignReadLink) {
  if (modelId === null) return null;
  const row = await db
    .selectFrom('patient_models')
    .select(['file_name', 'object_key'])
    .where('id', '=', modelId)
    .executeTakeFirst();
  return row ? { key: row.object_key, name: row.file_name, url: sign(row.object_key) } : null;
}

/** The scans and the shade photo of the order's data as signed links. */
async function filesOf(db: Kysely<Database>, data: TDentureData, sign: SignReadLink): Promise<TDentureOrder['files']> {
  const digital = data.model.kind === 'digital' ? data.model : null;
  const photoKey = data.shades.photoKey;
  return {
    upper: await scanLink(db, digital?.upperModelId ?? null, sign),
    lower: await scanLink(db, digital?.lowerModelId ?? null, sign),
    shadePhoto: photoKey ? { key: photoKey, name: photoKey.split('/').at(-1) ?? photoKey, url: sign(photoKey) } : null,
  };
}

/** The order's denture data as the web reads it (the caller may see the order: see findCase). */
export async function dentureOrderOf(db: Kysely<Database>, order: OrderRow, sign: SignReadLink): Promise<TDentureOrder> {
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
  const data = dentureDataOf(denture);
  return {
    orderId: order.id,
    dentureType: denture.denture_type,
    data,
    costs: costsAnswer(costsOfRow(denture)),
    abutmentSelectionId: selection?.selection_id ?? null,
    reworks: reworks.map((rework) => ({
      teeth: JSON.parse(rework.teeth) as TDentureOrder['reworks'][number]['teeth'],
      createdAt: Number(rework.created_at),
    })),
    files: await filesOf(db, data, sign),
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
