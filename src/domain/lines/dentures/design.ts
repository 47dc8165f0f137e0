import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { caseMessageId } from '../../cases/case-messages';
import { options } from '../../options';

/**
 * The design preferences step of the fixed-denture wizard (spec section 3, "denture design preferences"). Values are
 * names; the spec's numeric ids are kept in DESIGN_PREFERENCE_IDS for anything that still speaks them.
 */

const choice = { error: caseMessageId('choiceRequired') };

export const OCCLUSIONS = options([
  { value: 'tight', label: msg`Tight (0.1 mm)` },
  { value: 'normal', label: msg`Normal (0.3 mm)` },
  { value: 'loose', label: msg`Loose (0.5 mm)` },
]);
export const PROXIMAL_CONTACTS = options([
  { value: 'wideBroad', label: msg`Wide broad contact` },
  { value: 'smallBroad', label: msg`Small broad contact` },
  { value: 'point', label: msg`Point contact` },
]);
export const EDENTULOUS_AREAS = options([
  { value: 'modifiedSaddle', label: msg`Modified saddle` },
  { value: 'lateral', label: msg`Lateral` },
  { value: 'bullet', label: msg`Bullet` },
  { value: 'hygienicBridge', label: msg`Hygienic bridge` },
]);
export const BLACK_TRIANGLES = options([
  { value: 'normalClosure', label: msg`Normal closure` },
  { value: 'partial', label: msg`Partial closure` },
  { value: 'extreme', label: msg`Extreme closure` },
]);
export const TRANSPARENCIES = options([
  { value: 'high', label: msg`High transparency` },
  { value: 'low', label: msg`Low transparency` },
]);
export const FORM_DESIGNS = options([
  { value: 'standardTeeth', label: msg`Form as standard teeth` },
  { value: 'originalTeeth', label: msg`Form as the original teeth` },
]);

/** The spec's ids of the choices (spec section 3). */
export const DESIGN_PREFERENCE_IDS = {
  occlusion: { tight: 2, normal: 1, loose: 0 },
  proximalContact: { wideBroad: 1, smallBroad: 2, point: 0 },
  edentulousArea: { modifiedSaddle: 0, lateral: 3, bullet: 2, hygienicBridge: 1 },
  blackTriangle: { normalClosure: 2, partial: 1, extreme: 0 },
} as const;

export const ZDesignPreferences = z.object({
  occlusion: z.enum(OCCLUSIONS.values, choice),
  proximalContact: z.enum(PROXIMAL_CONTACTS.values, choice),
  edentulousArea: z.enum(EDENTULOUS_AREAS.values, choice),
  blackTriangle: z.enum(BLACK_TRIANGLES.values, choice),
  /** The extra options: not asked for unless the clinic has a wish. */
  transparency: z.enum(TRANSPARENCIES.values, choice).nullable().default(null),
  formDesign: z.enum(FORM_DESIGNS.values, choice).nullable().default(null),
});
export type TDesignPreferences = z.infer<typeof ZDesignPreferences>;
