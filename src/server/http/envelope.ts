import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import { SUCCESS_CODE, ErrorCode, errorMessages } from '../../domain/response-codes';
import { httpStatusFor } from '../../domain/http-status';

/** `extra` carries the spec's side fields (section 7). */
export type Extra = {
  companyId?: number;
  isChain?: boolean;
  hasUpdated?: boolean;
  orderId?: number | string;
  orderType?: number;
};

export type Envelope<T> = { code: number; msg: string; data: T; extra: Extra | null };

export const ZExtra = z
  .object({
    companyId: z.number().optional(),
    isChain: z.boolean().optional(),
    hasUpdated: z.boolean().optional(),
    orderId: z.union([z.number(), z.string()]).optional(),
    orderType: z.number().optional(),
  })
  .nullable();

/** The response schema of a route: the envelope around its data schema (used for serialisation and OpenAPI). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data, extra: ZExtra });
}

/**
 * A failure the client is meant to see. `message` is translated into the request's language when the
 * envelope is written; without one the code's default message is used.
 */
export class AppError extends Error {
  readonly code: number;
  readonly descriptor: MessageDescriptor | string;
  readonly values: Record<string, unknown> | undefined;
  readonly extra: Extra | null;
  readonly data: unknown;

  constructor(
    code: number,
    message?: MessageDescriptor | string,
    options: { values?: Record<string, unknown>; extra?: Extra; data?: unknown } = {},
  ) {
    const descriptor = message ?? (errorMessages as Record<number, MessageDescriptor>)[code] ?? errorMessages[ErrorCode.badRequest];
    super(typeof descriptor === 'string' ? descriptor : (descriptor.message ?? descriptor.id));
    this.code = code;
    this.descriptor = descriptor;
    this.values = options.values;
    this.extra = options.extra ?? null;
    this.data = options.data ?? null;
  }

  get httpStatus(): number {
    return httpStatusFor(this.code);
  }
}

export const OK_MESSAGE = 'OK';

export function ok<T>(data: T, extra: Extra | null = null): Envelope<T> {
  return { code: SUCCESS_CODE, msg: OK_MESSAGE, data, extra };
}
