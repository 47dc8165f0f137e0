import { isSuccessResult } from '../../../domain/response-codes';

// Plain checks, no schema library: every answer goes through here and the sign-in form (on the first route) loads
// this module right after the first paint; zod cost 15 KB gzip there for a five-field shape.

/** `extra` of spec section 7; every field optional, unknown fields kept. */
export type ApiExtra = {
  companyId?: string | number | null;
  isChain?: boolean | number | null;
  hasUpdated?: boolean | number | null;
  orderId?: string | number | null;
  orderType?: string | number | null;
  [field: string]: unknown;
};

/** `isSuccess`: the spec's rule (src/domain/response-codes.ts `isSuccessResult`), the one place it is read. */
export type Envelope = { code: number; msg: string; data: unknown; extra: ApiExtra | undefined; isSuccess: boolean };

type Check = (value: unknown) => boolean;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const nullish =
  (...checks: Check[]): Check =>
  (value) =>
    value === null || value === undefined || checks.some((check) => check(value));
const isString: Check = (value) => typeof value === 'string';
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isBoolean: Check = (value) => typeof value === 'boolean';

const isId = nullish(isString, isNumber);
const isFlag = nullish(isBoolean, isNumber);
const EXTRA_FIELDS: Record<keyof ApiExtra & string, Check> = {
  companyId: isId,
  isChain: isFlag,
  hasUpdated: isFlag,
  orderId: isId,
  orderType: isId,
};
const isExtra = (value: unknown): value is ApiExtra =>
  isRecord(value) && Object.entries(EXTRA_FIELDS).every(([field, check]) => check(value[field]));
const isText = nullish(isString);

/**
 * Reads a body as the response envelope `{code, msg, data, extra}` with `msg` normalised (some calls say `message`
 * instead of `msg`, so both are accepted; some services say `resultID`, 1200 a success (spec section 8), whose value
 * stands for a missing `code`); `null` when the body is not one (an HTML 502 page, say, or neither `code` nor `resultID`).
 */
export function parseEnvelope(body: unknown): Envelope | null {
  if (!isRecord(body) || !isText(body.msg) || !isText(body.message)) return null;
  const { resultID, extra } = body;
  if (!nullish(isNumber)(resultID) || !nullish(isNumber)(body.code)) return null;
  const code = (body.code ?? resultID) as number | null | undefined;
  if (code === null || code === undefined) return null;
  if (extra !== null && extra !== undefined && !isExtra(extra)) return null;
  const msg = (body.msg ?? body.message ?? '') as string;
  const isSuccess = isSuccessResult(code, resultID as number | null | undefined);
  return { code, msg, data: body.data ?? null, extra: extra ?? undefined, isSuccess };
}
