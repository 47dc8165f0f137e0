import * as z from 'zod/mini';

const idSchema = z.union([z.string(), z.number()]);

/** `extra` of spec section 7; every field optional, unknown fields kept. */
export const extraSchema = z.looseObject({
  companyId: z.nullish(idSchema),
  isChain: z.nullish(z.union([z.boolean(), z.number()])),
  hasUpdated: z.nullish(z.union([z.boolean(), z.number()])),
  orderId: z.nullish(idSchema),
  orderType: z.nullish(idSchema),
});
export type ApiExtra = z.infer<typeof extraSchema>;

/**
 * The response envelope `{code, msg, data, extra}`; some calls say `message` instead of `msg`, so both are accepted.
 * Pass a schema for `data` to validate it too: `envelopeSchema(z.array(patientSchema))`.
 */
export function envelopeSchema<Data extends z.ZodMiniType>(data: Data) {
  return z.object({
    code: z.number(),
    msg: z.nullish(z.string()),
    message: z.nullish(z.string()),
    data: z.optional(data),
    extra: z.nullish(extraSchema),
  });
}

const anyEnvelopeSchema = envelopeSchema(z.unknown());

export type Envelope = { code: number; msg: string; data: unknown; extra: ApiExtra | undefined };

/** Reads a body as an envelope with `msg` normalised; `null` when the body is not one (an HTML 502 page, say). */
export function parseEnvelope(body: unknown): Envelope | null {
  const result = anyEnvelopeSchema.safeParse(body);
  if (!result.success) return null;
  const { code, msg, message, data, extra } = result.data;
  return { code, msg: msg ?? message ?? '', data: data ?? null, extra: extra ?? undefined };
}
