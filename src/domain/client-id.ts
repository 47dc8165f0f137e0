/**
 * A client id: the outbox item's id, sent again with every retry. The server keeps it on the created row, so a create
 * delivered twice (even after the idempotency window) makes one patient. Apart from the patient contracts
 * (patients/patient.ts, zod), so the outbox carries no zod on the signed-in start.
 */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function isClientId(value: string): boolean {
  return CLIENT_ID_PATTERN.test(value);
}
