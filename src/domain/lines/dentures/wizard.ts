import { z } from 'zod';
import { ZCaseModel } from '../../orders/order-model';
import { ZOrderBasicInfo } from '../../orders/basic-info';
import type { LineWizard } from '../line-definition';
import { ZDesignPreferences } from './design';
import { restoredTeeth, ZDentureTeeth } from './prosthetics';
import { ZDentureShades } from './shades';

/**
 * The fixed-denture wizard's data steps (docs/orders.md, line 2; the preview with the costs adds none): basic info
 * (the patient and the doctor, as every line starts), the teeth and their prosthetics, the shades, the design
 * preferences, and the model, which is the aligners' model step (a digital scan of the patient, upper or lower, in
 * STL, OBJ or PLY; or a mailed model collected at a pickup).
 */
export const ZDentureData = z.object({
  basic: ZOrderBasicInfo,
  teeth: ZDentureTeeth,
  shades: ZDentureShades,
  design: ZDesignPreferences,
  model: ZCaseModel,
});
export type TDentureDataInput = z.input<typeof ZDentureData>;

/** The steps as the core reads them: each part of the data under its id, in the wizard's order. */
export const DENTURE_WIZARD: LineWizard = {
  steps: Object.entries(ZDentureData.shape).map(([id, schema]) => ({ id, schema })),
};

export type TDentureData = z.infer<typeof ZDentureData>;

/**
 * The rule across steps: every tooth restored has its line of shades, and no other tooth has one. Checked by the
 * wizard's preview and again by the server at submit; null when the data keeps it.
 */
export function shadesProblem(data: Pick<TDentureData, 'teeth' | 'shades'>): 'shadesMissing' | null {
  const restored = new Set(restoredTeeth(data.teeth));
  const shaded = data.shades.teeth.map((entry) => entry.tooth);
  const same = shaded.length === restored.size && shaded.every((tooth) => restored.has(tooth));
  return same ? null : 'shadesMissing';
}
