import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import { ZEditBase } from '../edits/field-merge';
import { messageId } from '../validation/messages';

export type NumberedOption<Id extends number> = { id: Id; key: string; label: MessageDescriptor };

/** Denture design preferences (spec section 3), with the spec's ids. */
export const OCCLUSION_OPTIONS = [
  { id: 2, key: 'tight', label: msg({ context: 'occlusion', message: 'tight (0.1 mm)' }) },
  { id: 1, key: 'normal', label: msg({ context: 'occlusion', message: 'normal (0.3 mm)' }) },
  { id: 0, key: 'loose', label: msg({ context: 'occlusion', message: 'loose (0.5 mm)' }) },
] as const satisfies readonly NumberedOption<number>[];

export const PROXIMAL_CONTACT_OPTIONS = [
  { id: 1, key: 'wideBroad', label: msg({ context: 'proximal contact', message: 'wide broad contact' }) },
  { id: 2, key: 'smallBroad', label: msg({ context: 'proximal contact', message: 'small broad contact' }) },
  { id: 0, key: 'point', label: msg({ context: 'proximal contact', message: 'point contact' }) },
] as const satisfies readonly NumberedOption<number>[];

export const EDENTULOUS_AREA_OPTIONS = [
  { id: 0, key: 'modifiedSaddle', label: msg({ context: 'edentulous area', message: 'modified saddle' }) },
  { id: 3, key: 'lateral', label: msg({ context: 'edentulous area', message: 'lateral' }) },
  { id: 2, key: 'bullet', label: msg({ context: 'edentulous area', message: 'bullet' }) },
  { id: 1, key: 'hygienicBridge', label: msg({ context: 'edentulous area', message: 'hygienic bridge' }) },
] as const satisfies readonly NumberedOption<number>[];

export const BLACK_TRIANGLE_OPTIONS = [
  { id: 2, key: 'normalClosure', label: msg({ context: 'black triangle', message: 'normal closure' }) },
  { id: 1, key: 'partial', label: msg({ context: 'black triangle', message: 'partial closure' }) },
  { id: 0, key: 'extreme', label: msg({ context: 'black triangle', message: 'extreme closure' }) },
] as const satisfies readonly NumberedOption<number>[];

export const TRANSPARENCY_OPTIONS = [
  { value: 'high', label: msg({ context: 'transparency', message: 'high transparency' }) },
  { value: 'low', label: msg({ context: 'transparency', message: 'low transparency' }) },
] as const;

export const FORM_DESIGN_OPTIONS = [
  { value: 'standard-teeth', label: msg({ context: 'form design', message: 'per standard teeth' }) },
  { value: 'original-teeth', label: msg({ context: 'form design', message: 'per original teeth' }) },
] as const;

type IdOf<Options extends readonly { id: number }[]> = Options[number]['id'];

const idSchema = <Options extends readonly { id: number }[]>(options: Options) =>
  z
    .number({ error: messageId('required') })
    .int({ error: messageId('invalidValue') })
    .refine((id): id is IdOf<Options> => options.some((option) => option.id === id), {
      message: messageId('invalidValue'),
    });

/** GET /api/design/preference answers it; POST /api/design/preference/edit stores it. */
export const ZDesignPreference = z.object({
  occlusion: idSchema(OCCLUSION_OPTIONS),
  proximalContact: idSchema(PROXIMAL_CONTACT_OPTIONS),
  edentulousArea: idSchema(EDENTULOUS_AREA_OPTIONS),
  blackTriangle: idSchema(BLACK_TRIANGLE_OPTIONS),
  transparency: z.enum(['high', 'low'], { error: messageId('invalidValue') }),
  formDesign: z.enum(['standard-teeth', 'original-teeth'], { error: messageId('invalidValue') }),
});
export type TDesignPreference = z.infer<typeof ZDesignPreference>;

/** What a user who never saved preferences gets: the middle options, high transparency, per standard teeth. */
export const DEFAULT_DESIGN_PREFERENCE: TDesignPreference = {
  occlusion: 1,
  proximalContact: 1,
  edentulousArea: 0,
  blackTriangle: 2,
  transparency: 'high',
  formDesign: 'standard-teeth',
};

/**
 * POST /api/design/preference/edit: every group, with `base`, the preferences as the form opened on them: only what
 * the user changed is written, and a group changed elsewhere meanwhile is a conflict (domain/edits/field-merge.ts).
 */
export const ZEditDesignPreferenceRequest = ZDesignPreference.extend({ base: ZEditBase.optional() });
export type TEditDesignPreferenceRequest = z.infer<typeof ZEditDesignPreferenceRequest>;

/** The groups a preference edit may change. */
export const DESIGN_PREFERENCE_FIELDS = [
  'occlusion',
  'proximalContact',
  'edentulousArea',
  'blackTriangle',
  'transparency',
  'formDesign',
] as const satisfies readonly (keyof TDesignPreference)[];

/** The groups' legends, as the form shows them and an edit conflict names them. */
export const designPreferenceFieldLabels = {
  occlusion: msg`Occlusion`,
  proximalContact: msg`Proximal contact`,
  edentulousArea: msg`Edentulous area`,
  blackTriangle: msg`Black triangle`,
  transparency: msg`Transparency`,
  formDesign: msg`Form design`,
} satisfies Record<(typeof DESIGN_PREFERENCE_FIELDS)[number], MessageDescriptor>;

export const ZDesignPreferenceView = ZDesignPreference.extend({ isSaved: z.boolean() });
export type TDesignPreferenceView = z.infer<typeof ZDesignPreferenceView>;
