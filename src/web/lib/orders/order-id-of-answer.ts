/** The order id an acknowledged submit answered (the case detail, or at least `{orderId}`). */
export function orderIdOfAnswer(data: unknown): number | null {
  const answer = data as { orderId?: unknown; id?: unknown } | null;
  const id = answer?.orderId ?? answer?.id;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}
