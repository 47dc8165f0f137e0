/**
 * The clinic's payment screens (spec section 2) and the links into them, shared by the features that open them (the
 * order detail's "Pay", the top bar's badge) and the payments feature that reads them.
 */
export const PAY_ROUTES = {
  unpaid: '/mergePay',
  confirm: '/mergePay/confirmOrder',
  /** The local wallet's payer (demo and test servers; the server answers 404 in production). */
  localWallet: '/mergePay/localWallet',
} as const;

/** Query parameters of /mergePay: the order whose payment orders start selected, and the search that finds them. */
export const PAY_QUERY = { orderId: 'orderId', keyword: 'keyword', payIds: 'payIds', code: 'code' } as const;

/** /mergePay with this order's payment orders selected (searched by the patient, so they are on the first page). */
export function payOrderHref(orderId: number, patientName: string): string {
  const query = new URLSearchParams({ [PAY_QUERY.orderId]: String(orderId), [PAY_QUERY.keyword]: patientName });
  return `${PAY_ROUTES.unpaid}?${query.toString()}`;
}

/** /mergePay/confirmOrder for these payment orders. */
export function confirmPaymentHref(payIds: readonly number[]): string {
  return `${PAY_ROUTES.confirm}?${PAY_QUERY.payIds}=${[...payIds].sort((a, b) => a - b).join(',')}`;
}

/** The payer's page of the local wallet, with the QR code's payload filled in (opened on a second device). */
export function localWalletHref(origin: string, qrPayload: string): string {
  return `${origin}${PAY_ROUTES.localWallet}?${new URLSearchParams({ [PAY_QUERY.code]: qrPayload }).toString()}`;
}

/** The payment order ids of a `payIds=1,2,3` parameter; wrong entries are dropped. */
export function parsePayIds(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)];
}
