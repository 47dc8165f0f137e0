import { z } from 'zod';
import { caseMessageId } from '../../cases/case-messages';
import { ZOrderBasicInfo } from '../../orders/basic-info';
import { OTHER_DESCRIPTION_MAX, ZCaseModel } from '../../orders/order-model';
import { messageId } from '../../validation/messages';
import {
  ANGLE_CLASSES,
  ARCH_CHOICES,
  CASE_FEATURES,
  EXTRACTION_CHOICES,
  MIDLINE_CHOICES,
  MINI_IMPLANT_CHOICES,
  OVERJET_CHOICES,
  SAGITTAL_RELATIONS,
  SPACE_CHOICES,
  TMJ_CHOICES,
  TREATMENT_METHOD_VALUES,
} from './case-options';
import { ALIGNER_BRAND_VALUES, isSeriesOfBrand } from './brands';
import { PERMANENT_TEETH } from '../../teeth';

/**
 * The aligner case as the wizard builds it (spec section 3, "case labels"), one schema per wizard step. The web
 * validates each step with its schema as the user leaves it; the server validates the whole case on submit.
 */

const required = { error: messageId('required') };
const choice = { error: caseMessageId('choiceRequired') };
export const CASE_TEXT_MAX = 500;

const caseText = z
  .string(required)
  .trim()
  .min(1, required)
  .max(CASE_TEXT_MAX, { error: caseMessageId('textTooLong') });

export const ZTooth = z.literal(PERMANENT_TEETH as number[], { error: caseMessageId('toothInvalid') });
const teeth = z.array(ZTooth).max(32).default([]);

/** Step 1: basic info. */
export const ZCaseBasicInfo = ZOrderBasicInfo.extend({
  brand: z.enum(ALIGNER_BRAND_VALUES, { error: caseMessageId('brandRequired') }),
  series: z.string({ error: caseMessageId('seriesRequired') }).min(1, { error: caseMessageId('seriesRequired') }),
  arches: z.enum(ARCH_CHOICES.values, choice).default('both'),
  chiefComplaint: caseText,
  treatmentGoals: caseText,
}).refine((basic) => isSeriesOfBrand(basic.brand, basic.series), {
  error: caseMessageId('seriesRequired'),
  path: ['series'],
});
export type TCaseBasicInfo = z.infer<typeof ZCaseBasicInfo>;

/** Step 2: image data, a stage of the patient's clinical images (its date within 3 months: checked at submit). */
export const ZCaseImages = z.object({
  imageStageId: z
    .number({ error: caseMessageId('imagesRequired') })
    .int()
    .positive({ error: caseMessageId('imagesRequired') }),
});
export type TCaseImages = z.infer<typeof ZCaseImages>;

/** Step 3 is the model every line's wizard shares (ZCaseModel, src/domain/orders/order-model.ts). */

/** Step 4: diagnostic design. */
export const ZCaseDiagnosis = z
  .object({
    features: z.array(z.enum(CASE_FEATURES.values, choice)).default([]),
    angleClassLeft: z.enum(ANGLE_CLASSES.values, { error: caseMessageId('angleClassRequired') }),
    angleClassRight: z.enum(ANGLE_CLASSES.values, { error: caseMessageId('angleClassRequired') }),
    sagittalRelation: z.enum(SAGITTAL_RELATIONS.values, choice),
    overjet: z.enum(OVERJET_CHOICES.values, choice),
    midline: z.enum(MIDLINE_CHOICES.values, choice),
    space: z.enum(SPACE_CHOICES.values, choice),
    extraction: z.enum(EXTRACTION_CHOICES.values, choice),
    extractionTeeth: teeth,
    tmj: z.enum(TMJ_CHOICES.values, choice),
    miniImplants: z.enum(MINI_IMPLANT_CHOICES.values, choice),
    unmovableTeeth: teeth,
  })
  .refine((diagnosis) => diagnosis.extraction !== 'teeth' || diagnosis.extractionTeeth.length > 0, {
    error: caseMessageId('extractionTeethRequired'),
    path: ['extractionTeeth'],
  });
export type TCaseDiagnosis = z.infer<typeof ZCaseDiagnosis>;

/** Step 5: scheme design. */
export const ZCaseScheme = z.object({
  treatmentMethods: z
    .array(z.enum(TREATMENT_METHOD_VALUES, choice))
    .min(1, { error: caseMessageId('treatmentMethodRequired') }),
  otherDescription: z
    .string()
    .trim()
    .max(OTHER_DESCRIPTION_MAX, { error: caseMessageId('otherDescriptionTooLong') })
    .default(''),
});
export type TCaseScheme = z.infer<typeof ZCaseScheme>;

/** The whole case, as submitted. */
export const ZCaseData = z.object({
  basic: ZCaseBasicInfo,
  images: ZCaseImages,
  model: ZCaseModel,
  diagnosis: ZCaseDiagnosis,
  scheme: ZCaseScheme,
});
export type TCaseData = z.infer<typeof ZCaseData>;
export type TCaseDataInput = z.input<typeof ZCaseData>;

/** The wizard's steps, in order (the last one, preview, has no data of its own). */
export const CASE_WIZARD_STEPS = ['basic', 'images', 'model', 'diagnosis', 'scheme', 'preview'] as const;
export type CaseWizardStep = (typeof CASE_WIZARD_STEPS)[number];
