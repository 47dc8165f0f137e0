import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import { OTHER_DESCRIPTION_MAX } from '../../orders/order-model';
import { caseMessageId } from '../../cases/case-messages';
import { options } from '../../options';
import { implantProblem } from './implants';
import { dentureMessageId, type DentureMessageKey } from './messages';
import { areNeighbours, isFdiTooth, TOOTH_NOTATIONS, type ToothNotation } from './teeth';

/**
 * The teeth and prosthetics step of the fixed-denture wizard (spec section 3, "prosthetic order options"): the teeth
 * restored, as single crowns or bridges (connected consecutive units, some of them pontics), and per unit its
 * prosthetic options. The denture type (crown and bridge, implant, or both) is the clinic's first choice on the step
 * and must match the units; it decides the abutment and risk steps of the order's way (docs/orders.md).
 */

const choice = { error: caseMessageId('choiceRequired') };
const problem = (key: DentureMessageKey) => ({ error: dentureMessageId(key) });

export const DENTURE_TYPES = options([
  { value: 'crownBridge', label: msg`Crown and bridge` },
  { value: 'implant', label: msg`Implant` },
  { value: 'both', label: msg`Crown and bridge with implants` },
]);
export type DentureType = (typeof DENTURE_TYPES.values)[number];

export const TOOTH_NOTATION_LABELS: Record<ToothNotation, MessageDescriptor> = {
  fdi: msg`International (FDI)`,
  universal: msg`Universal`,
  palmer: msg`Palmer`,
};

/** Fixation or retention of the crown. */
export const FIXATIONS = options([
  { value: 'cemented', label: msg`Cemented` },
  { value: 'screwRetained', label: msg`Screw-retained` },
  { value: 'cementScrewRetained', label: msg`Cement and screw-retained` },
]);

/** Where the crown's margin sits on the abutment (spec section 9: the 0.5 mm options). */
export const ABUTMENT_EDGES = options([
  { value: 'subgingival', label: msg`Subgingival 0.5 mm` },
  { value: 'supragingival', label: msg`Supragingival 0.5 mm` },
  { value: 'gumLine', label: msg`At the gum line` },
]);

/** An implant's abutment: bought from the factory (it selects one: the abutment steps) or sent by the clinic. */
export const ABUTMENT_SOURCES = options([
  { value: 'bought', label: msg`Bought from the factory` },
  { value: 'selfSent', label: msg`Sent by the clinic` },
]);

/** How much the opposing arch may be adjusted, in mm (spec section 9). */
export const OPPOSING_ADJUSTMENTS_MM = [0.5, 0.8, 1.5] as const;

export const DESIGN_REQUIREMENTS = options([
  { value: 'followOriginal', label: msg`Follow the original tooth form` },
  { value: 'matchNeighbours', label: msg`Match the neighbouring teeth` },
  { value: 'metalCollar', label: msg`Metal collar` },
  { value: 'other', label: msg`Other` },
]);

export const ZFdiTooth = z
  .number({ error: caseMessageId('toothInvalid') })
  .int({ error: caseMessageId('toothInvalid') })
  .refine(isFdiTooth, { error: caseMessageId('toothInvalid') });

/** The implant under a unit: brand, system and model checked as a chain against the catalogue (implants.ts). */
export const ZImplant = z
  .object({
    brand: z.string(problem('implantBrandUnknown')),
    system: z.string(problem('implantSystemUnknown')),
    model: z.string(problem('implantModelUnknown')),
    abutmentSource: z.enum(ABUTMENT_SOURCES.values, choice),
    /** Scan bodies sent for a digital impression of the implant position. */
    scanBar: z.boolean().default(false),
    /** The factory lends a substitute implant analog for the model (a deposit, refunded when it comes back). */
    substituteAnalog: z.boolean().default(false),
  })
  .superRefine((implant, ctx) => {
    const link = implantProblem(implant);
    if (!link) return;
    const key = (
      { brand: 'implantBrandUnknown', system: 'implantSystemUnknown', model: 'implantModelUnknown' } as const
    )[link];
    ctx.addIssue({ code: 'custom', message: dentureMessageId(key), path: [link] });
  });
export type TImplant = z.infer<typeof ZImplant>;

/** One tooth of a crown or bridge with its prosthetic options. A pontic replaces a missing tooth: nothing under it. */
export const ZUnit = z
  .object({
    tooth: ZFdiTooth,
    pontic: z.boolean().default(false),
    implant: ZImplant.nullable().default(null),
    postCore: z.boolean().default(false),
    fixation: z.enum(FIXATIONS.values, choice).default('cemented'),
    abutmentEdge: z.enum(ABUTMENT_EDGES.values, choice).nullable().default(null),
    porcelain: z.boolean().default(false),
    tryIn: z.boolean().default(false),
    attachments: z.boolean().default(false),
    opposingAdjustmentMm: z.literal(OPPOSING_ADJUSTMENTS_MM, choice).nullable().default(null),
    designRequirements: z
      .array(z.enum(DESIGN_REQUIREMENTS.values, choice))
      .max(DESIGN_REQUIREMENTS.values.length)
      .default([]),
    otherDescription: z
      .string()
      .trim()
      .max(OTHER_DESCRIPTION_MAX, { error: caseMessageId('otherDescriptionTooLong') })
      .default(''),
  })
  .superRefine((unit, ctx) => {
    const add = (key: DentureMessageKey, path: string) =>
      ctx.addIssue({ code: 'custom', message: dentureMessageId(key), path: [path] });
    if (unit.pontic) {
      if (unit.implant || unit.postCore || unit.abutmentEdge) add('ponticOptions', 'pontic');
    } else if (!unit.abutmentEdge) add('abutmentEdgeRequired', 'abutmentEdge');
    if (unit.implant && unit.postCore) add('implantPostCore', 'postCore');
    if (unit.designRequirements.includes('other') && !unit.otherDescription)
      add('otherDescriptionRequired', 'otherDescription');
  });
export type TUnit = z.infer<typeof ZUnit>;

const ZSingleCrown = z
  .object({ kind: z.literal('single'), unit: ZUnit })
  .refine((crown) => !crown.unit.pontic, { ...problem('singlePontic'), path: ['unit', 'pontic'] });

/** Connected crowns or a bridge: teeth side by side, in order along the arch; something must hold it. */
const ZBridge = z
  .object({ kind: z.literal('bridge'), units: z.array(ZUnit).min(2, problem('bridgeTooShort')).max(16) })
  .superRefine((bridge, ctx) => {
    const connected = bridge.units.every(
      (unit, index) => index === 0 || areNeighbours(bridge.units[index - 1]!.tooth, unit.tooth),
    );
    if (!connected) ctx.addIssue({ code: 'custom', message: dentureMessageId('bridgeNotConnected'), path: ['units'] });
    if (bridge.units.every((unit) => unit.pontic))
      ctx.addIssue({ code: 'custom', message: dentureMessageId('bridgeWithoutAbutment'), path: ['units'] });
  });

export const ZRestoration = z.discriminatedUnion('kind', [ZSingleCrown, ZBridge], choice);
export type TRestoration = z.infer<typeof ZRestoration>;

/** Every unit of the restorations, in order. */
export function unitsOf(restorations: readonly TRestoration[]): TUnit[] {
  return restorations.flatMap((restoration) =>
    restoration.kind === 'single' ? [restoration.unit] : restoration.units,
  );
}

/** What the units are: implants only, crowns on natural teeth only, or both (pontics count for neither). */
export function dentureTypeOf(restorations: readonly TRestoration[]): DentureType {
  const held = unitsOf(restorations).filter((unit) => !unit.pontic);
  const implants = held.some((unit) => unit.implant);
  const natural = held.some((unit) => !unit.implant);
  return implants && natural ? 'both' : implants ? 'implant' : 'crownBridge';
}

export const ZDentureTeeth = z
  .object({
    /** How the clinic reads the chart; teeth are FDI whatever it is. */
    notation: z.enum(TOOTH_NOTATIONS, choice).default('fdi'),
    dentureType: z.enum(DENTURE_TYPES.values, choice),
    restorations: z.array(ZRestoration).min(1, problem('restorationsRequired')).max(32),
    /** The lab makes a custom impression tray from the model for the final impression (61-63, before the design). */
    customTray: z.boolean().default(false),
  })
  .superRefine((teeth, ctx) => {
    const all = unitsOf(teeth.restorations).map((unit) => unit.tooth);
    if (new Set(all).size !== all.length)
      ctx.addIssue({ code: 'custom', message: dentureMessageId('toothTwice'), path: ['restorations'] });
    if (dentureTypeOf(teeth.restorations) !== teeth.dentureType)
      ctx.addIssue({ code: 'custom', message: dentureMessageId('dentureTypeMismatch'), path: ['dentureType'] });
  });
export type TDentureTeeth = z.infer<typeof ZDentureTeeth>;

/** The teeth restored (pontics included), in order. */
export function restoredTeeth(teeth: Pick<TDentureTeeth, 'restorations'>): number[] {
  return unitsOf(teeth.restorations).map((unit) => unit.tooth);
}

/** The factory selects an abutment (41-44) when an implant's abutment is bought from it. */
export function needsAbutmentSelection(teeth: Pick<TDentureTeeth, 'restorations'>): boolean {
  return unitsOf(teeth.restorations).some((unit) => unit.implant?.abutmentSource === 'bought');
}

/** An implant case's design is risk-assessed (56 -> 58 -> 50); others go straight to the rough design. */
export function needsRiskAssessment(teeth: Pick<TDentureTeeth, 'dentureType'>): boolean {
  return teeth.dentureType !== 'crownBridge';
}

/** The clinic asked for a custom impression tray (4 or 44 -> 61 -> 62 -> 63, then the design). */
export function wantsCustomTray(teeth: Pick<TDentureTeeth, 'customTray'>): boolean {
  return teeth.customTray === true;
}

/** The clinic asked for a try-in of some unit (23 -> 68 ...). */
export function wantsTryIn(teeth: Pick<TDentureTeeth, 'restorations'>): boolean {
  return unitsOf(teeth.restorations).some((unit) => unit.tryIn);
}
