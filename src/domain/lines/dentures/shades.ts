import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { options } from '../../options';
import { ZObjectKey } from '../../clinics/fields';
import { dentureMessageId } from './messages';
import { ZFdiTooth } from './prosthetics';
import { FDI_TEETH } from './teeth';

/**
 * Tooth shades of fixed dentures (spec sections 3 and 9): up to three per tooth, each from one of three guides.
 * - VITA classical (19): A1-A4 with A3.5, B1-B4, C1-C4, D2-D4 (the guide has no D1) and the bleached 0M1-0M3.
 * - VITA Toothguide 3D-Master (29): lightness 0-5, chroma and hue (L, M, R).
 * - The 20-colour "other" guide is Ivoclar's Chromascop (110-540): the spec names only its size; Chromascop is the
 *   20-tab guide labs commonly take besides the two VITA ones (docs/orders.md, "Fixed dentures").
 * A typed "OM1" (letter O) is the bleached 0M1: shades are read through `normalizeShade`.
 */

const VITA_CLASSICAL = [
  '0M1',
  '0M2',
  '0M3',
  'A1',
  'A2',
  'A3',
  'A3.5',
  'A4',
  'B1',
  'B2',
  'B3',
  'B4',
  'C1',
  'C2',
  'C3',
  'C4',
  'D2',
  'D3',
  'D4',
] as const;

const VITA_3D_MASTER = [
  '0M1',
  '0M2',
  '0M3',
  '1M1',
  '1M2',
  '2L1.5',
  '2L2.5',
  '2M1',
  '2M2',
  '2M3',
  '2R1.5',
  '2R2.5',
  '3L1.5',
  '3L2.5',
  '3M1',
  '3M2',
  '3M3',
  '3R1.5',
  '3R2.5',
  '4L1.5',
  '4L2.5',
  '4M1',
  '4M2',
  '4M3',
  '4R1.5',
  '4R2.5',
  '5M1',
  '5M2',
  '5M3',
] as const;

const CHROMASCOP = [1, 2, 3, 4, 5].flatMap((group) => [1, 2, 3, 4].map((shade) => `${group}${shade}0`));

export const SHADE_GUIDES = options([
  { value: 'vitaClassical', label: msg`VITA classical (19 shades)` },
  { value: 'vita3dMaster', label: msg`VITA 3D-Master (29 shades)` },
  { value: 'chromascop', label: msg`Chromascop (20 shades)` },
]);
export type ShadeGuide = (typeof SHADE_GUIDES.values)[number];

/** Each guide's shades, in the guide's order. */
export const GUIDE_SHADES: Record<ShadeGuide, readonly string[]> = {
  vitaClassical: VITA_CLASSICAL,
  vita3dMaster: VITA_3D_MASTER,
  chromascop: CHROMASCOP,
};

/** The most shades one tooth takes (spec section 5). */
export const SHADES_PER_TOOTH_MAX = 3;

/**
 * Stump (die) shades: the colour of the prepared tooth under an all-ceramic crown, on the IPS Natural Die scale
 * ND1-ND9 (not shown in the spec; the scale labs use with the guides above).
 */
export const STUMP_SHADES = ['ND1', 'ND2', 'ND3', 'ND4', 'ND5', 'ND6', 'ND7', 'ND8', 'ND9'] as const;

/** A shade as typed: trimmed, upper case, and a leading letter O before M read as the digit 0 ("OM1" is 0M1). */
export function normalizeShade(typed: string): string {
  return typed
    .trim()
    .toUpperCase()
    .replace(/^O(?=M)/, '0');
}

/** Whether the shade (as normalised) is one of the guide's. */
export function isShadeOf(guide: ShadeGuide, shade: string): boolean {
  return GUIDE_SHADES[guide].includes(normalizeShade(shade));
}

const problem = (key: Parameters<typeof dentureMessageId>[0]) => ({ error: dentureMessageId(key) });

/** One shade: the guide it is from and the tab (as typed, read through normalizeShade). */
export const ZShade = z
  .object({
    guide: z.enum(SHADE_GUIDES.values, problem('shadeInvalid')),
    shade: z.string(problem('shadeInvalid')).transform(normalizeShade),
  })
  .refine((entry) => isShadeOf(entry.guide, entry.shade), { ...problem('shadeInvalid'), path: ['shade'] });

export const ZToothShades = z.object({
  tooth: ZFdiTooth,
  shades: z.array(ZShade).min(1, problem('shadesRequired')).max(SHADES_PER_TOOTH_MAX, problem('shadesTooMany')),
  stumpShade: z.enum(STUMP_SHADES, problem('shadeInvalid')).nullable().default(null),
});

/** The shades step: a line of shades per restored tooth, and a photo of the shade taking if the clinic has one. */
export const ZDentureShades = z
  .object({
    teeth: z.array(ZToothShades).max(FDI_TEETH.length),
    /** Object key of the shade photo, a completed upload of the submitter (checked at submit). */
    photoKey: ZObjectKey.nullable().default(null),
  })
  .refine((step) => new Set(step.teeth.map((entry) => entry.tooth)).size === step.teeth.length, {
    ...problem('shadeToothTwice'),
    path: ['teeth'],
  });
export type TDentureShades = z.infer<typeof ZDentureShades>;
