import type { z } from 'zod';
import type { TDesignPreferences } from '../../../domain/lines/dentures/design';
import type { ZRestoration } from '../../../domain/lines/dentures/prosthetics';
import type { ZDentureShades } from '../../../domain/lines/dentures/shades';
import type { ToothNotation } from '../../../domain/lines/dentures/teeth';
import { findProductLine, orderDetailPath, PRODUCT_LINE_CODE } from '../../../domain/product-lines';
import type { WizardDraftBase } from '../../components/wizard/wizard-definition';
import { EMPTY_MODEL_DRAFT, type ModelDraft, type PatientDraft } from '../../features/cases/wizard/wizard-draft';

/**
 * The fixed-denture wizard's draft (docs/orders.md, line 2): what the user entered, as typed, saved on the device as
 * the user types under one key per wizard. Teeth are FDI numbers whatever notation the chart shows; the restorations
 * and shades are the step schemas' inputs, so the check and the submit parse them as they are.
 */

export const DENTURE_STEPS = ['basic', 'teeth', 'shades', 'design', 'model', 'preview'] as const;
export type DentureStep = (typeof DENTURE_STEPS)[number];

export type RestorationDraft = z.input<typeof ZRestoration>;
export type UnitDraft = Extract<RestorationDraft, { kind: 'single' }>['unit'];
export type ShadesDraft = z.input<typeof ZDentureShades>;

export type DentureWizardDraft = WizardDraftBase<DentureStep> & {
  patient: PatientDraft | null;
  basic: { doctorName: string; doctorMobile: string };
  /** `customTray` is missing from drafts saved before the tray was offered (read as not asked for). */
  teeth: { notation: ToothNotation; restorations: RestorationDraft[]; customTray?: boolean };
  shades: ShadesDraft;
  design: Partial<TDesignPreferences>;
  model: ModelDraft;
  /** A resubmission (isEdit): the status the order was in when the wizard opened on it. */
  expectedStatus: number | null;
  createdAt: number;
};

export const DENTURE_LINE_ENTRY = findProductLine(PRODUCT_LINE_CODE.dentureTeeth);
export const DENTURE_DRAFT_PREFIX = 'denture-wizard:';
export const dentureDraftKey = (id: string) => `${DENTURE_DRAFT_PREFIX}${id}`;
export const dentureWizardPath = (id: string) =>
  `/confirmOrder?type=${DENTURE_LINE_ENTRY.code}&draft=${encodeURIComponent(id)}`;
/** A resubmission's draft is keyed by its order: one per order on the device. */
export const dentureOrderDraftId = (orderId: number) => `order-${orderId}`;
/** The wizard opened on an order to correct and resubmit it (a draft in progress is restored). */
export const dentureResubmitPath = (orderId: number) => `/confirmOrder?type=${DENTURE_LINE_ENTRY.code}&orderId=${orderId}`;
/** Where a draft is opened again: a resubmission by its order, a new order by its id. */
export const dentureDraftPath = (draft: { id: string; orderId: number | null }) =>
  draft.orderId === null ? dentureWizardPath(draft.id) : dentureResubmitPath(draft.orderId);
export const dentureOrderPath = (orderId: number | string) => orderDetailPath(DENTURE_LINE_ENTRY, orderId);

/** A tooth's unit as the chart adds it: a crown on a natural tooth, the options the clinic most often wants. */
export function newUnit(tooth: number): UnitDraft {
  return {
    tooth,
    pontic: false,
    implant: null,
    postCore: false,
    fixation: 'cemented',
    abutmentEdge: null,
    porcelain: false,
    tryIn: false,
    attachments: false,
    opposingAdjustmentMm: null,
    designRequirements: [],
    otherDescription: '',
  };
}

export function emptyDentureDraft(
  id: string,
  {
    doctorName = '',
    doctorMobile = '',
    notation = 'fdi',
    now = Date.now(),
  }: { doctorName?: string; doctorMobile?: string; notation?: ToothNotation; now?: number } = {},
): DentureWizardDraft {
  return {
    id,
    orderId: null,
    step: 'basic',
    reached: 0,
    submittedItemId: null,
    patient: null,
    basic: { doctorName, doctorMobile },
    teeth: { notation, restorations: [] },
    shades: { teeth: [], photoKey: null },
    design: {},
    model: { ...EMPTY_MODEL_DRAFT },
    expectedStatus: null,
    createdAt: now,
  };
}
