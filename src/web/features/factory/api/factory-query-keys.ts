import type { TReviewListRequest } from '../../../../domain/clinics/factory-review';

/** Query keys of the factory screens; invalidate by prefix. */
export const factoryQueryKeys = {
  all: () => ['factory'] as const,
  reviews: () => [...factoryQueryKeys.all(), 'reviews'] as const,
  staff: () => [...factoryQueryKeys.all(), 'staff'] as const,
  orderPayments: (orderId: number) => [...factoryQueryKeys.all(), 'orderPayments', orderId] as const,
  clinicCredit: (clinicId: number) => [...factoryQueryKeys.all(), 'clinicCredit', clinicId] as const,
  vipGrants: (clinicId: number) => [...factoryQueryKeys.all(), 'vipGrants', clinicId] as const,
  reviewPage: (request: TReviewListRequest) => [...factoryQueryKeys.reviews(), request] as const,
};
