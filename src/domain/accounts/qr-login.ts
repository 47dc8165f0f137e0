import { z } from 'zod';
import { ZSession } from './sign-in';

/**
 * QR sign-in, in three calls:
 * 1. The login page: POST /api/tenant/v1/qr-code → a code to show, plus `codeToken`, the separate token that
 *    only this page holds and that collects the session (spec: "QR login uses a separate code token").
 * 2. A signed-in phone opens `link` (the client route /qrLogin?qrId=…) and confirms:
 *    POST /api/tenant/v1/scan-login?qrId=… with an empty body (spec).
 * 3. The login page polls POST /api/mobile/api/getQrcodeStatus { qrId } with `Authorization: Bearer <codeToken>`;
 *    once confirmed, the answer carries the new session (and sets the cookie) exactly once.
 */
export const ZQrCode = z.object({ qrId: z.string(), codeToken: z.string(), link: z.string(), expiresInSeconds: z.number().int() });
export type TQrCode = z.infer<typeof ZQrCode>;

export const QR_STATUSES = ['waiting', 'scanned', 'confirmed', 'expired'] as const;
export type QrStatus = (typeof QR_STATUSES)[number];

export const ZQrStatusRequest = z.object({ qrId: z.string().min(1) });
export const ZQrStatus = z.object({ status: z.enum(QR_STATUSES), session: ZSession.nullable() });
export type TQrStatus = z.infer<typeof ZQrStatus>;
