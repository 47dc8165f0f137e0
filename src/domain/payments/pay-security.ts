import { z } from 'zod';
import { ZRowId } from '../validation/row-id';
import { WALLETS } from './methods';
import { SMS_CODE } from '../accounts/auth-rules';
import { messageId } from '../validation/messages';
import { ZPaymentPassword, ZPaymentPasswordWithConfirmation } from '../validation/payment-password';

/**
 * The payment password, the fee agreement and the pay-on-behalf link (docs/payments.md, "Payment password", "Fee
 * agreement", "Pay-on-behalf link"): their rules and contracts, one source for the server's checks and the screens.
 */
export const PAY_PASSWORD = {
  /** Wrong passwords in a row that lock paying from the balance. */
  maxAttempts: 5,
  lockSeconds: 15 * 60,
} as const;

/** The fee agreement's version: raise it when its text changes, and every payer accepts it again before paying. */
export const FEE_AGREEMENT_VERSION = 1;

export const PAY_LINK = {
  /** A pay-on-behalf link opens for a day (its QR code, once shown, for the wallet's two hours within it). */
  validityMs: 24 * 60 * 60 * 1000,
  /** Requests per address and minute to the public link calls. */
  publicRequestsPerMinute: 30,
} as const;

export const PAY_SECURITY_PATHS = {
  passwordState: '/suyastar-api/pay/password/state',
  passwordSet: '/suyastar-api/pay/password/set',
  passwordSms: '/suyastar-api/pay/password/sms',
  passwordReset: '/suyastar-api/pay/password/reset',
  agreementState: '/suyastar-api/pay/fee-agreement/state',
  agreementAccept: '/suyastar-api/pay/fee-agreement/accept',
  linkCreate: '/suyastar-api/pay/link/create',
  /** Public (no session): the link's amount, orders and state. */
  linkView: '/suyastar-api/pay/link/view',
  /** Public: start (or show again) the link's wallet payment. */
  linkPay: '/suyastar-api/pay/link/pay',
} as const;

/** Set the clinic's first payment password, or change it (the current one is then needed). */
export const ZPayPasswordSetRequest = z.intersection(
  ZPaymentPasswordWithConfirmation,
  z.object({ oldPaymentPassword: ZPaymentPassword.optional() }),
);
export type TPayPasswordSetRequest = z.input<typeof ZPayPasswordSetRequest>;

/** Reset a forgotten payment password with the code sent to the admin's phone. */
export const ZPayPasswordResetRequest = z.intersection(
  ZPaymentPasswordWithConfirmation,
  z.object({
    smsCode: z.string().regex(new RegExp(`^\\d{${SMS_CODE.length}}$`), { error: messageId('invalidValue') }),
  }),
);
export type TPayPasswordResetRequest = z.input<typeof ZPayPasswordResetRequest>;

export const ZPayPasswordState = z.object({
  /** The clinic has a payment password: paying from the balance needs it. */
  isSet: z.boolean(),
  /** Seconds until wrong tries stop locking it (0 when not locked). */
  lockedSeconds: z.number().int().nonnegative(),
  /** The caller may set, change and reset it (a clinic admin). */
  canManage: z.boolean(),
  /** The admin's phone the reset code goes to, masked. */
  maskedPhone: z.string().nullable(),
});
export type TPayPasswordState = z.infer<typeof ZPayPasswordState>;

export const ZSmsSent = z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() });

export const ZFeeAgreementState = z.object({ version: z.number().int(), acceptedVersion: z.number().int().nullable() });
export type TFeeAgreementState = z.infer<typeof ZFeeAgreementState>;
export const ZFeeAgreementAcceptRequest = z.object({ version: z.number().int().positive() });

export const ZPayLinkCreateRequest = z.object({ payIds: z.array(ZRowId).min(1).max(50) });

export const ZPayLinkCreated = z.object({ token: z.string(), amount: z.number(), expiresAt: z.number().int() });
export type TPayLinkCreated = z.infer<typeof ZPayLinkCreated>;

export const ZPayLinkRequest = z.object({ token: z.string().min(1).max(300) });
export const ZPayLinkPayRequest = ZPayLinkRequest.extend({ wallet: z.enum(WALLETS) });

export const PAY_LINK_STATES = ['open', 'pending', 'paid', 'expired'] as const;
export type PayLinkState = (typeof PAY_LINK_STATES)[number];

/**
 * What someone who is not signed in sees of a link: the clinic's name, the amount, each order's number, kind and
 * amount (no patient or doctor), and the payment's state with its QR code while the wallet waits.
 */
export const ZPayLinkView = z.object({
  state: z.enum(PAY_LINK_STATES),
  clinicName: z.string(),
  amount: z.number(),
  expiresAt: z.number().int(),
  orders: z.array(z.object({ orderId: z.number().int(), kind: z.number().int(), amount: z.number() })),
  payment: z
    .object({
      paymentId: z.number().int(),
      wallet: z.enum(WALLETS).nullable(),
      qrPayload: z.string().nullable(),
      expiresAt: z.number().int().nullable(),
    })
    .nullable(),
});
export type TPayLinkView = z.infer<typeof ZPayLinkView>;

/**
 * The public page's query parameter holding the link's token. Not `token`: at start the app takes a `token` in the
 * address as an embedding host's session (iframe mode, spec section 2), so a signed-out payer would be sent to sign in.
 */
export const PAY_LINK_QUERY = 'link';

/** The public page's path for a token: `/pay` (any wallet) or `/wxPay` (WeChat first). */
export function payLinkPath(token: string, page: '/pay' | '/wxPay' = '/pay'): string {
  return `${page}?${PAY_LINK_QUERY}=${encodeURIComponent(token)}`;
}
