import { z } from 'zod';
import { clinicMessageId } from '../clinics/clinic-messages';
import { optionalText, requiredText, ZId, ZObjectKey } from '../clinics/fields';
import { messageId } from '../validation/messages';
import { todayText } from '../patients/patient';
import { EMAIL_MAX_LENGTH, isEmail } from '../validation/email';
import { ZMobile } from '../validation/mobile';
import { DATE_FORMAT, parseTypedDate, ZDate } from '../validation/typed-date';
import { ZPcLoginRequest } from './sign-in';

/** The earliest birth day the personal info accepts (the lunar and age rules start there too). */
export const EARLIEST_BIRTH_DAY = '1900-01-01';

/** A birth day: YYYY-MM-DD, from 1900 on and not after `today` (YYYY-MM-DD, the caller's calendar day). */
export function birthDayProblem(birthDay: string, today: string): 'birthDayInFuture' | 'birthDayTooEarly' | null {
  if (birthDay < EARLIEST_BIRTH_DAY) return 'birthDayTooEarly';
  if (birthDay > today) return 'birthDayInFuture';
  return null;
}

/** An e-mail (spec section 5) or '' to clear it. */
const ZEmailOrBlank = z
  .string({ error: messageId('emailFormat') })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: messageId('emailFormat') })
  .refine((text) => text === '' || isEmail(text), { error: messageId('emailFormat') });

/**
 * POST /api/tenant/account/update-info (spec section 7, payload not shown), the one write of personal info: the name,
 * the e-mail ('' clears it), the birth day (or null) and the avatar: the key of a photo the user uploaded, null to
 * remove it, or left out to keep the current one (the form reads the session, which carries the avatar's link, not
 * its key). The answer is the session (POST /account/info) with the new values.
 */
export const ZUpdateInfoRequest = z
  .object({
    name: requiredText(25),
    email: ZEmailOrBlank,
    avatar: ZObjectKey.nullable().optional(),
    birthDay: ZDate.nullable(),
  })
  .superRefine((value, context) => {
    if (value.birthDay === null || !parseTypedDate(value.birthDay, DATE_FORMAT)) return;
    // The server's today may be a day behind a user east of it; a day of slack keeps a true birthday from being refused.
    const tomorrow = todayText(new Date(Date.now() + 24 * 60 * 60 * 1000));
    const problem = birthDayProblem(value.birthDay, tomorrow);
    if (problem) context.addIssue({ code: 'custom', path: ['birthDay'], message: clinicMessageId(problem) });
  });
export type TUpdateInfoRequest = z.infer<typeof ZUpdateInfoRequest>;

/** POST /api/tenant/v1/single-auth?companyId: the sign-in fields plus `type`, fixed to 1 (spec section 7). */
export const ZSingleAuthRequest = ZPcLoginRequest.extend({ type: z.literal(1, { error: messageId('invalidValue') }) });
export type TSingleAuthRequest = z.infer<typeof ZSingleAuthRequest>;
export const ZSingleAuthQuery = z.object({
  companyId: z.coerce
    .number({ error: messageId('required') })
    .int()
    .positive(),
});

/** A company the user works for, with their clinics in it (the answer of multiple-auth). */
export const ZCompanyChoice = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  isChain: z.boolean(),
  clinics: z.array(z.object({ clinicId: z.number().int(), clinicName: z.string(), isAdmin: z.boolean() })),
});
export type TCompanyChoice = z.infer<typeof ZCompanyChoice>;

/**
 * POST /api/user/v1/account/apply: a clinic-side user who cannot find their clinic asks the manufacturer to open an
 * account for it. The service desk calls back on `phone`.
 */
export const ZAccountApplyRequest = z.object({
  clinicName: requiredText(50),
  contactName: requiredText(25),
  phone: ZMobile,
  remark: optionalText(100),
});
export type TAccountApplyRequest = z.infer<typeof ZAccountApplyRequest>;

/** POST /api/tenant/account/contact-with-mmm?kUserId&phone: a call back from customer service (kUserId: an agent). */
export const ZContactQuery = z.object({
  kUserId: z.coerce
    .number({ error: messageId('invalidValue') })
    .int()
    .positive()
    .optional(),
  phone: ZMobile,
});
export type TContactQuery = z.infer<typeof ZContactQuery>;

/** What a service request answers when it is left. */
export const ZServiceRequestLeft = z.object({ requestId: z.number().int(), createdAt: z.number().int() });

/** POST /api/design/clinic/getEmployeePostInfo: the caller's own staff record in the current clinic. */
export const ZEmployeePostInfo = z.object({
  clinicId: z.number().int(),
  clinicName: z.string(),
  employeeId: z.number().int().nullable(),
  realName: z.string().nullable(),
  job: z.string().nullable(),
  jobType: z.string().nullable(),
  workType: z.string().nullable(),
  workStatus: z.string().nullable(),
  position: z.string().nullable(),
  entryDate: z.string().nullable(),
  titlePost: z.string().nullable(),
  isAdmin: z.boolean(),
  isDoctor: z.boolean(),
  hidePrices: z.boolean(),
  bookable: z.boolean(),
  registrable: z.boolean(),
});
export type TEmployeePostInfo = z.infer<typeof ZEmployeePostInfo>;

/** POST /api/tenant/v1/employee/set-booking: the staff switches "bookable" and "registrable" (spec section 3). */
export const ZSetBookingRequest = z.object({
  employeeId: ZId,
  bookable: z.boolean({ error: messageId('invalidValue') }),
  registrable: z.boolean({ error: messageId('invalidValue') }),
});
export type TSetBookingRequest = z.infer<typeof ZSetBookingRequest>;

/** The `/userInfo/{type}` pages (spec section 2): the personal info form and the post at the current clinic. */
export const USER_INFO_TYPES = ['personal', 'post'] as const;
export type UserInfoType = (typeof USER_INFO_TYPES)[number];
export function isUserInfoType(value: string | undefined): value is UserInfoType {
  return (USER_INFO_TYPES as readonly string[]).includes(value ?? '');
}

/** The binding redirect (spec section 9: 3 s): after an association is sent, the result page moves on by itself. */
export const BINDING_REDIRECT_SECONDS = 3;
