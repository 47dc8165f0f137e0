import { z } from 'zod';
import { ZObjectKey } from '../../clinics/fields';
import { caseMessageId } from '../../cases/case-messages';
import { isWholeCents } from '../../money';
import { ZFileLink, ZReason, ZStatusBase } from '../../orders/fields';
import { ZShipRequest } from '../../orders/move-requests';
import { LONG_BRIDGE_THRESHOLD_MAX, LONG_BRIDGE_THRESHOLD_MIN } from './costs';
import { dentureMessageId } from './messages';
import { ZDentureTeeth, ZFdiTooth } from './prosthetics';

/**
 * The fixed dentures' own calls under /api/order (docs/orders.md, "Fixed dentures"): the order's denture data with
 * its costs, the cost preview of the wizard, the moves whose form has fields of its own (abutment selection, rework,
 * shipment), and the factory's cost settings. The submit, the plain moves and the timeline are the core's
 * (LINE_ORDER_PATHS).
 */
export const DENTURE_PATHS = {
  order: '/v1/line/dentures/order/:orderId',
  costs: '/v1/line/dentures/costs',
  abutment: '/v1/line/dentures/abutment',
  rework: '/v1/line/dentures/rework',
  payment: '/v1/line/dentures/payment',
  ship: '/v1/line/dentures/ship',
  tryInShip: '/v1/line/dentures/try-in/ship',
  settings: '/v1/line/dentures/settings',
} as const;

/** The most photos a feedback or a rework takes (spec section 5). */
export const REWORK_PHOTOS_MAX = 6;

/** The most design files (the abutment's STL, a PDF of its design) that go with an abutment selection. */
export const ABUTMENT_DESIGN_FILES_MAX = 6;

/**
 * 41 or 43 -> 42: the factory selected the abutment (its selection id in the abutment catalogue it buys from), with
 * its design files for the clinic to look at before confirming (completed uploads of the caller, purpose `plan`).
 */
export const ZAbutmentSelectionRequest = ZStatusBase.extend({
  selectionId: z
    .string({ error: dentureMessageId('selectionIdRequired') })
    .trim()
    .min(1, { error: dentureMessageId('selectionIdRequired') })
    .max(64),
  designFiles: z
    .array(ZObjectKey)
    .max(ABUTMENT_DESIGN_FILES_MAX, { error: dentureMessageId('tooManyDesignFiles') })
    .default([]),
});
export type TAbutmentSelectionRequest = z.input<typeof ZAbutmentSelectionRequest>;

/** 68 -> 69: the try-in leaves the factory with a carrier and a tracking number (no delivery day: it is a try-in). */
export const ZTryInShipRequest = ZShipRequest.omit({ estimatedDelivery: true });
export type TTryInShipRequest = z.input<typeof ZTryInShipRequest>;

/** 46 -> 48: the clinic asks for a rework of some of the order's teeth, each with its reason, and up to 6 photos. */
export const ZReworkRequest = ZStatusBase.extend({
  teeth: z
    .array(
      z.object({
        tooth: ZFdiTooth,
        reason: ZReason.min(1, { error: caseMessageId('reasonRequired') }),
      }),
    )
    .min(1, { error: dentureMessageId('reworkTeethRequired') })
    .max(32),
  attachments: z
    .array(ZObjectKey)
    .max(REWORK_PHOTOS_MAX, { error: dentureMessageId('tooManyPhotos') })
    .default([]),
});
export type TReworkRequest = z.input<typeof ZReworkRequest>;

/** The wizard's preview: the costs of the teeth step as the clinic's factory would price them now. */
export const ZCostPreviewRequest = z.object({ teeth: ZDentureTeeth });

const fee = z
  .number({ error: dentureMessageId('feeInvalid') })
  .min(0, { error: dentureMessageId('feeInvalid') })
  .max(999_999_999, { error: dentureMessageId('feeInvalid') })
  .refine(isWholeCents, { error: dentureMessageId('feeInvalid') });

/** A factory's cost settings as the wire carries them (yuan, stored as integer cents). */
export const ZDentureSettings = z.object({
  grindUnitPrice: fee,
  porcelainUnitPrice: fee,
  subsDeposit: fee,
  longBridgeThreshold: z
    .number({ error: dentureMessageId('thresholdInvalid') })
    .int({ error: dentureMessageId('thresholdInvalid') })
    .min(LONG_BRIDGE_THRESHOLD_MIN, { error: dentureMessageId('thresholdInvalid') })
    .max(LONG_BRIDGE_THRESHOLD_MAX, { error: dentureMessageId('thresholdInvalid') }),
  longBridgeUnitPrice: fee,
});
export type TDentureSettings = z.infer<typeof ZDentureSettings>;

/** The costs as the wire carries them (yuan); price fields, which hidden-price staff never receive. */
export const ZDentureCosts = z.object({
  grindCost: z.number(),
  porcelainCost: z.number(),
  subsDeposit: z.number(),
  markUp: z.number(),
  totalPrice: z.number(),
});

/**
 * The order's denture data: what the wizard submitted, the type, the costs, the abutment selected, the reworks, and
 * the files it names as signed links (the scans, the shade photo).
 */
export const ZDentureOrder = z.object({
  orderId: z.number().int(),
  dentureType: z.string(),
  data: z.record(z.string(), z.unknown()),
  costs: ZDentureCosts,
  abutmentSelectionId: z.string().nullable(),
  reworks: z.array(
    z.object({ teeth: z.array(z.object({ tooth: z.number().int(), reason: z.string() })), createdAt: z.number() }),
  ),
  files: z.object({ upper: ZFileLink.nullable(), lower: ZFileLink.nullable(), shadePhoto: ZFileLink.nullable() }),
});
export type TDentureOrder = z.infer<typeof ZDentureOrder>;
