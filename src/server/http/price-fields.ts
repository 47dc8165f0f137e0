import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Price fields by name (spec section 3: order state, denture costs, braces tables, appliance payloads). */
const PRICE_FIELD_NAMES: ReadonlySet<string> = new Set([
  'price',
  'totalPrice',
  'amount',
  'unitPrice',
  'grindCost',
  'porcelainCost',
  'markUp',
  'subsDeposit',
]);

export function isPriceField(key: string): boolean {
  return PRICE_FIELD_NAMES.has(key) || key.endsWith('Price') || key.endsWith('Amount');
}

/** A copy without any price field, at any depth. */
export function withoutPriceFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPriceFields);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !isPriceField(key))
        .map(([key, inner]) => [key, withoutPriceFields(inner)]),
    );
  }
  return value;
}

/**
 * For staff whose prices are hidden, every answer's `data` leaves without price fields. The route's own response
 * schema still serialises the answer first (so it still drops undeclared fields and checks required ones); the
 * fields are removed from that result, so schemas need not make them optional.
 */
export const priceFieldsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    if (!request.principal?.hidePrices) return done(null, payload);
    const status = reply.statusCode;
    const serialize = (reply.getSerializationFunction(String(status)) ??
      reply.getSerializationFunction(`${String(status)[0]}xx`)) as ((data: unknown) => string) | undefined;
    reply.serializer((data: unknown) => {
      const envelope = JSON.parse(serialize ? serialize(data) : JSON.stringify(data)) as unknown;
      if (envelope && typeof envelope === 'object' && 'data' in envelope)
        return JSON.stringify({ ...envelope, data: withoutPriceFields(envelope.data) });
      return JSON.stringify(envelope);
    });
    done(null, payload);
  });
});
