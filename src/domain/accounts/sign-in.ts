import { z } from 'zod';
import { messageId } from '../validation/messages';
import { ZMobile } from '../validation/mobile';
import { ZPassword } from '../validation/password';
import { FACTORY_ROLES } from './factory-roles';
import { IMAGE_CAPTCHA, SMS_CODE, SMS_PURPOSES } from './auth-rules';
import { ZResource } from './permissions';
import { ORDER_SHOW_TYPES, ZUserInfo } from './personal-info';

const required = { error: messageId('required') };
const text = z.string(required).trim().min(1, required);
const smsCode = z.string(required).regex(new RegExp(`^\\d{${SMS_CODE.length}}$`), { error: messageId('invalidValue') });

/** GET /api/tenant/v1/image-captcha: an SVG with characters to type; single use. */
export const ZImageCaptcha = z.object({ captchaId: z.string(), image: z.string(), length: z.literal(IMAGE_CAPTCHA.length) });
export type TImageCaptcha = z.infer<typeof ZImageCaptcha>;

/** POST /api/tenant/v1/slider-captcha: a challenge; POST /api/tenant/v1/slider-verify proves a human drag. */
export const ZSliderChallenge = z.object({ sliderId: z.string(), trackWidth: z.number().int().positive() });
export const ZSliderVerifyRequest = z.object({
  sliderId: text,
  /** The handle's positions while dragging: x in px from the track's start, t in ms since the drag began. */
  trail: z.array(z.object({ x: z.number(), t: z.number() })).min(2).max(500),
});
export const ZSliderVerified = z.object({ sliderToken: z.string() });
export type TSliderChallenge = z.infer<typeof ZSliderChallenge>;
export type TSliderVerifyRequest = z.infer<typeof ZSliderVerifyRequest>;

/** POST /api/tenant/v1/pc-login (spec fields) plus the slider token. `account` is the phone number. */
export const ZPcLoginRequest = z.object({
  account: text,
  password: z.string(required).min(1, required),
  captcha: text,
  captchaId: text,
  sliderToken: text,
});
export type TPcLoginRequest = z.infer<typeof ZPcLoginRequest>;

/** POST /api/tenant/v1/sms-login: sign in with a code sent for purpose `login`. */
export const ZSmsLoginRequest = z.object({ phone: ZMobile, phoneCaptcha: smsCode });
export type TSmsLoginRequest = z.infer<typeof ZSmsLoginRequest>;

/** POST /api/user/v1/sms-captcha. */
export const ZSmsCaptchaRequest = z.object({ phone: ZMobile, purpose: z.enum(SMS_PURPOSES) });
export type TSmsCaptchaRequest = z.infer<typeof ZSmsCaptchaRequest>;
export const ZSmsCaptchaSent = z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() });

/** POST /api/user/v1/pc-register (spec fields) plus the agreement, which must be accepted. */
export const ZRegisterRequest = z.object({
  phone: ZMobile,
  phoneCaptcha: smsCode,
  password: ZPassword,
  agreementAccepted: z.literal(true, { error: messageId('required') }),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** POST /api/user/v1/check-phone-captcha?captcha&phone: the forgotten-password phone check (code purpose `reset`). */
export const ZCheckPhoneCaptchaQuery = z.object({ phone: ZMobile, captcha: smsCode });
/** It answers a short-lived reset ticket that /change sends back with the new password. */
export const ZPhoneCaptchaChecked = z.object({ resetTicket: z.string() });

/** POST /api/user/v1/forget-passwd: phone, password, phoneCaptcha — here phoneCaptcha carries the reset ticket. */
export const ZForgetPasswordRequest = z.object({ phone: ZMobile, password: ZPassword, phoneCaptcha: text });
export type TForgetPasswordRequest = z.infer<typeof ZForgetPasswordRequest>;

/** POST /api/tenant/account/change-passwd. */
export const ZChangePasswordRequest = z.object({ oldPasswd: z.string(required).min(1, required), newPasswd: ZPassword });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** A clinic the user belongs to, as the clinic list shows it. */
export const ZClinicChoice = z.object({
  clinicId: z.number().int(),
  clinicName: z.string(),
  isCompany: z.boolean(),
  isChain: z.boolean(),
  isAdmin: z.boolean(),
  /** A doctor there (clinic_members.is_doctor): the side menu offers /userDoctor to doctors of two or more clinics. */
  isDoctor: z.boolean(),
});
export type TClinicChoice = z.infer<typeof ZClinicChoice>;

/**
 * The answer to every successful sign-in and to POST /api/tenant/account/info. The token itself travels only as
 * an HttpOnly cookie, out of reach of page scripts; iframe mode brings its own token in the query and sends it as
 * `Authorization: Bearer`. `clinicId` is null while a user of several clinics has not chosen one (the web then
 * offers `clinicList`).
 */
export const ZSession = z.object({
  userId: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  phone: z.string(),
  clinicId: z.number().int().nullable(),
  clinicList: z.array(ZClinicChoice),
  isFactory: z.boolean(),
  /** A factory user's role at their factory (what the factory console offers them); null for everyone else. */
  factoryRole: z.enum(FACTORY_ROLES).nullable(),
  /** Doctor authentication: 2 authenticated (spec default); -1 not submitted. */
  userAuth: z.number().int(),
  /** Organisation authentication (spec default 1). */
  orgAuth: z.number().int(),
  /** Button permissions for the current clinic role (spec section 6). */
  resources: z.array(ZResource),
  /** Financial data needs this on top of the admin role; clinic quotas arrive with the payments issue. */
  hasQuotaPermission: z.boolean(),
  /** The company of the current clinic (a chain's main clinic, or the company clinic itself); null otherwise. */
  companyId: z.number().int().nullable(),
  email: z.string().nullable(),
  userInfo: ZUserInfo,
  /** The case list's remembered view (default listShow). */
  orderShowType: z.enum(ORDER_SHOW_TYPES),
  /** Coupons the user may claim: always 0 until the payments issue brings coupons. */
  couponReceiveCount: z.number().int(),
  /** The current clinic's payment orders waiting to be paid (open payment orders of its orders). */
  unpaidCount: z.number().int(),
});
export type TSession = z.infer<typeof ZSession>;
