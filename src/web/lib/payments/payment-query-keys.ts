/**
 * The query keys of payments, shared by the payments feature and the top bar's unpaid badge (the shell): a payment
 * that ends invalidates `all()`, the badge's count with it. Keyed by clinic: a switch never shows another's.
 */
export const paymentQueryKeys = {
  all: () => ['payments'] as const,
  unpaid: (clinicId: number, request: unknown) => [...paymentQueryKeys.all(), 'unpaid', clinicId, request] as const,
  unpaidCount: (clinicId: number) => [...paymentQueryKeys.all(), 'unpaidCount', clinicId] as const,
  /** `coupon`: undefined, the best one; null, none; an id, that claimed coupon. */
  combineCheck: (clinicId: number, payIds: readonly number[], coupon?: number | null) =>
    [...paymentQueryKeys.all(), 'combineCheck', clinicId, payIds, coupon === undefined ? 'best' : coupon] as const,
  /** getClinicQuota: the clinic's credit terms (docs/payments.md, "Credit terms"). */
  quota: (clinicId: number) => [...paymentQueryKeys.all(), 'quota', clinicId] as const,
  status: (clinicId: number, paymentId: number) => [...paymentQueryKeys.all(), 'status', clinicId, paymentId] as const,
};
