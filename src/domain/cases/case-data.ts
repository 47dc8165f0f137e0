import { z } from 'zod';
import { messageId } from '../validation/messages';
import { ZMobile } from '../validation/mobile';
import { containsAdministrator } from '../patients/patient';
import { patientMessageId } from '../patients/patient-messages';
import { ANGLE_CLASSES, ARCH_CHOICES, CASE_FEATURES, EXTRACTION_CHOICES, MIDLINE_CHOICES, MINI_IMPLANT_CHOICES, OVERJET_CHOICES, SAGITTAL_RELATIONS, SPACE_CHOICES, TMJ_CHOICES, TREATMENT_METHOD_VALUES } from '../lines/aligners/case-options';
import { ALIGNER_BRAND_VALUES, isSeriesOfBrand } from '../lines/aligners/brands';
import { PERMANENT_TEETH } from '../teeth';
import { caseMessageId } from './case-messages';

/**
 * The aligner case as the wizard builds it (spec section 3, "case labels"), one schema per wizard step. The web
 * validates each step with its schema as the user leaves it; the server validates the whole case on submit.
 */

const required = { error: messageId('required') };
const choice = { error: caseMessageId('choiceRequired') };
export const ZRowId = z.number(required).int(required).positive(required);

/** Where the pickup may be booked: from now to the end of the day after tomorrow (spec section 9). */
export const PICKUP_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
export const OTHER_DESCRIPTION_MAX = 200;
export const CASE_TEXT_MAX = 500;

const caseText = z
  .string(required)
  .trim()
  .min(1, required)
  .max(CASE_TEXT_MAX, { error: caseMessageId('textTooLong') });

const doctorName = z
  .string(required)
  .trim()
  .min(1, required)
  .max(25, { error: patientMessageId('nameTooLong') })
  .refine((name) => !containsAdministrator(name), { error: patientMessageId('doctorNameAdministrator') });

export const ZTooth = z.literal(PERMANENT_TEETH as number[], { error: caseMessageId('toothInvalid') });
const teeth = z.array(ZTooth).max(32).default([]);

/** Every line's basic info step starts with the patient and the doctor (the fixed dentures' step is just this). */
export const ZOrderBasicInfo = z.object({
  patientId: z.number({ error: caseMessageId('patientRequired') }).int().positive({ error: caseMessageId('patientRequired') }),
  doctorName,
  doctorMobile: ZMobile,
});
export type TOrderBasicInfo = z.infer<typeof ZOrderBasicInfo>;

/** Step 1: basic info. */
export const ZCaseBasicInfo = ZOrderBasicInfo
  .extend({
    brand: z.enum(ALIGNER_BRAND_VALUES, { error: caseMessageId('brandRequired') }),
    series: z.string({ error: caseMessageId('seriesRequired') }).min(1, { error: caseMessageId('seriesRequired') }),
    arches: z.enum(ARCH_CHOICES.values, choice).default('both'),
    chiefComplaint: caseText,
    treatmentGoals: caseText,
  })
  .refine((basic) => isSeriesOfBrand(basic.brand, basic.series), {
    error: caseMessageId('seriesRequired'),
    path: ['series'],
  });
export type TCaseBasicInfo = z.infer<typeof ZCaseBasicInfo>;

/** Step 2: image data, a stage of the patient's clinical images (its date within 3 months: checked at submit). */
export const ZCaseImages = z.object({
  imageStageId: z.number({ error: caseMessageId('imagesRequired') }).int().positive({ error: caseMessageId('imagesRequired') }),
});
export type TCaseImages = z.infer<typeof ZCaseImages>;

/**
 * Step 3: the model. Digital: the patient's 3D scans (patient model ids), at least one of upper or lower. Mailed:
 * the factory's courier collects the impression or plaster model at `pickupAt` (epoch ms, the device computes it from
 * the chosen day and time) from an address of the address book.
 */
export const ZDigitalModel = z
  .object({
    kind: z.literal('digital'),
    upperModelId: ZRowId.nullable().default(null),
    lowerModelId: ZRowId.nullable().default(null),
  })
  .refine((model) => model.upperModelId !== null || model.lowerModelId !== null, {
    error: caseMessageId('modelRequired'),
    path: ['upperModelId'],
  });
export const ZMailedModel = z.object({
  kind: z.literal('mailed'),
  pickupAt: z.number(required).int(required),
  addressId: z.number({ error: caseMessageId('addressRequired') }).int().positive({ error: caseMessageId('addressRequired') }),
  note: z.string().trim().max(OTHER_DESCRIPTION_MAX, { error: caseMessageId('otherDescriptionTooLong') }).default(''),
});
export const ZCaseModel = z.discriminatedUnion('kind', [ZDigitalModel, ZMailedModel], {
  error: caseMessageId('modelRequired'),
});
export type TCaseModel = z.infer<typeof ZCaseModel>;

/** The pickup rule of spec section 5, checked by the form and again by the server at submit. */
export function pickupProblem(pickupAt: number, now: number): 'pickupInPast' | 'pickupDayInvalid' | null {
  if (pickupAt <= now) return 'pickupInPast';
  if (pickupAt > now + PICKUP_WINDOW_MS) return 'pickupDayInvalid';
  return null;
}

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
