import { z } from 'zod';
import { ANGLE_CLASSES, CASE_FEATURES, TREATMENT_METHOD_VALUES } from './case-options';
import { MALOCCLUSIONS } from '../../malocclusions/tooth-layout';
import { messageId } from '../../validation/messages';

/**
 * Demo cases (spec section 2, "demo cases"): finished sample cases a dentist opens to see what a product line does.
 * Read-only product content, seeded with the schema (migration 0028); no patient of any clinic is in them.
 */
export const ZDemoCaseText = z.object({
  title: z.string(),
  summary: z.string(),
  complaint: z.string(),
  plan: z.string(),
  outcome: z.string(),
});
export type TDemoCaseText = z.infer<typeof ZDemoCaseText>;

export const ZDemoCase = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The product line's numeric code (1 invisible aligners, ...). */
  productLine: z.number().int(),
  patientAge: z.number().int(),
  patientSex: z.enum(['female', 'male']),
  features: z.array(z.enum(CASE_FEATURES.values)),
  angleClass: z.enum(ANGLE_CLASSES.values),
  methods: z.array(z.enum(TREATMENT_METHOD_VALUES)),
  /** Aligner steps (upper/lower) and treatment time in months. */
  steps: z.number().int(),
  months: z.number().int(),
  /** The schematic bite drawn as "before" (the 3D symptoms' layout); "after" is the normal bite. */
  scene: z.enum(MALOCCLUSIONS),
  text: ZDemoCaseText,
});
export type TDemoCase = z.infer<typeof ZDemoCase>;

/** POST /api/order/v1/demo-case/list: every demo case, optionally of one product line, in the request's language. */
export const ZDemoCaseListRequest = z.object({
  productLine: z.number({ error: messageId('invalidValue') }).int().positive().optional(),
});
export const ZDemoCaseList = z.array(ZDemoCase);
