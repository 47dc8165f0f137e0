import { z } from 'zod';
import { messageId } from '../validation/messages';
import { ZObjectKey, ZStoredFile, requiredText } from './fields';
import { valuesOf } from './staff-options';
import { PROFESSIONAL_TITLES } from './titles';

/** POST /api/tenant/doctorAuth/submit: the ID card and certificate are object keys of 'id-image' uploads. */
export const ZDoctorAuthSubmitRequest = z.object({
  realName: requiredText(25),
  titlePost: z.enum(valuesOf(PROFESSIONAL_TITLES), { error: messageId('invalidValue') }),
  idCardPath: ZObjectKey,
  certPath: ZObjectKey,
});
export type TDoctorAuthSubmitRequest = z.infer<typeof ZDoctorAuthSubmitRequest>;

/** POST /api/{tenant,user}/v1/get-auth-status. */
export const ZAuthStatus = z.object({ authStatus: z.number().int(), rejectReason: z.string().nullable() });
export type TAuthStatus = z.infer<typeof ZAuthStatus>;

/** POST /api/user/v1/account/doctor-auth-info/{hasUpdated}. */
export const ZDoctorAuthInfoParams = z.object({
  hasUpdated: z.enum(['0', '1', 'true', 'false'], { error: messageId('invalidValue') }),
});
export const ZDoctorAuthInfo = z.object({
  realName: z.string().nullable(),
  titlePost: z.string().nullable(),
  idCardPath: ZStoredFile.nullable(),
  certPath: ZStoredFile.nullable(),
  authStatus: z.number().int(),
  rejectReason: z.string().nullable(),
  /** True once the doctor resubmitted after a rejection, until the factory reviews again. */
  hasUpdated: z.boolean(),
});
export type TDoctorAuthInfo = z.infer<typeof ZDoctorAuthInfo>;
