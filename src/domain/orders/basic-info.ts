import { z } from 'zod';
import { caseMessageId } from '../cases/case-messages';
import { containsAdministrator } from '../patients/patient';
import { patientMessageId } from '../patients/patient-messages';
import { messageId } from '../validation/messages';
import { ZMobile } from '../validation/mobile';

const required = { error: messageId('required') };

const doctorName = z
  .string(required)
  .trim()
  .min(1, required)
  .max(25, { error: patientMessageId('nameTooLong') })
  .refine((name) => !containsAdministrator(name), { error: patientMessageId('doctorNameAdministrator') });

/**
 * Every line's basic info step starts with the patient and the doctor: a line takes it as it is, or extends it with
 * its own fields (in its `src/domain/lines/<line>/` schemas).
 */
export const ZOrderBasicInfo = z.object({
  patientId: z
    .number({ error: caseMessageId('patientRequired') })
    .int()
    .positive({ error: caseMessageId('patientRequired') }),
  doctorName,
  doctorMobile: ZMobile,
});
export type TOrderBasicInfo = z.infer<typeof ZOrderBasicInfo>;
