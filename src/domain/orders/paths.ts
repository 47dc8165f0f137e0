/**
 * The order calls of the order service (`/api/order`) every product line shares, used by the server's routes and the
 * web's fetchers. The spec names the screens and fields, not these paths; they follow the spec's style. A line's own
 * calls (in its `src/domain/lines/<line>/requests.ts`), comments, memos and reminders keep their paths in their own
 * modules.
 *
 * Optimistic concurrency: every call that changes a case's status carries `expectedStatus`, the status the user saw.
 * If the case has moved on, the server answers 409 with code 45005 and the case as it is now in `data`, and changes
 * nothing; the client shows what changed instead of overwriting it.
 */
export const CASE_PATHS = {
  submit: '/v1/case/submit',
  list: '/v1/case/list',
  detail: '/v1/case/detail/:orderId',
  transition: '/v1/case/transition',
  worktable: '/v1/case/worktable',
  orders: '/v1/order/list',
  factoryQueue: '/v1/factory/case/queue',
  factoryPaymentOrder: '/v1/factory/case/payment-order',
  factoryPayment: '/v1/factory/case/payment',
  factoryShip: '/v1/factory/case/ship',
} as const;

/** A path with its `:param` filled in. */
export function casePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
