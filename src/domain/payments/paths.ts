/**
 * The payment calls (spec section 7, design service, under /api/design): their paths, apart from the zod contracts
 * (contracts.ts), so a screen that only calls one (the top bar's unpaid badge) carries no zod.
 */
export const PAYMENT_PATHS = {
  unPayList: '/suyastar-api/order-pay-info/unPayList',
  unPayCount: '/suyastar-api/order-pay-info/unPayCount',
  mergePay: '/suyastar-api/order-pay-info/mergePay',
  combineCheck: '/suyastar-api/clinic/combineCheck',
  /** Credit terms (docs/payments.md, "Credit terms"): the clinic's limit, used and remaining, and its movements. */
  getClinicQuota: '/suyastar-api/clinic/getClinicQuota',
  /** Pay one or several payment orders on credit. */
  quotaPay: '/suyastar-api/clinic/quotaPay',
  /** Not shown: factory finance grants or changes a clinic's credit limit (0 withdraws it). */
  creditLimit: '/suyastar-api/factory/pay/credit-limit',
  /** Not shown: factory finance records a repayment of used credit received outside the portal. */
  creditRepay: '/suyastar-api/factory/pay/credit-repay',
  /** Not shown: a clinic's credit as factory finance sees it. */
  clinicCredit: '/suyastar-api/factory/pay/clinic-credit',
  savePayType: '/suyastar-api/pay/savePayType',
  /** Not shown by the spec: the payment's state, asking the wallet when no notification came. */
  status: '/suyastar-api/pay/status',
  /** Not shown: the wallet provider's asynchronous notification (signed; no session). */
  notify: '/suyastar-api/pay/notify/:provider',
  /** Not shown: the local wallet's payer side (approve or decline a QR code), only with the local provider. */
  localWalletDecide: '/suyastar-api/pay/local-wallet/decide',
  /** Not shown: factory finance refunds a payment order, whole or in part, to the methods it was paid with. */
  refund: '/suyastar-api/factory/pay/refund',
  /** Not shown: factory finance asks a paid order's clinic for a price difference (payment kind 9), with the reason. */
  priceDifference: '/suyastar-api/factory/pay/price-difference',
  /** Not shown: factory finance credits a clinic's balance with money received outside the portal. */
  creditBalance: '/suyastar-api/factory/pay/credit-balance',
  /** Not shown: a payment order's payments and refunds, for factory finance. */
  payOrderDetail: '/suyastar-api/factory/pay/order-detail',
  /** Not shown: an order's payment orders and its clinic's balance, for factory finance (the factory order page). */
  orderPayments: '/suyastar-api/factory/pay/order-payments',
} as const;

/**
 * Corporate transfer and bank remittance (docs/payments.md): the receiving account, the clinic's remittance record,
 * and factory finance's list, confirmation and rejection. Not shown by the spec.
 */
export const REMITTANCE_PATHS = {
  /** The bank block: the manufacturer's receiving account and the reference to write on the transfer. */
  account: '/suyastar-api/pay/transfer/account',
  /** The clinic records a remittance (with its proof photo) for payment orders: they wait for factory finance. */
  submit: '/suyastar-api/pay/remittance/submit',
  /** The clinic's remittances, newest first (optionally those of some payment orders). */
  list: '/suyastar-api/pay/remittance/list',
  factoryList: '/suyastar-api/factory/pay/remittance/list',
  factoryConfirm: '/suyastar-api/factory/pay/remittance/confirm',
  factoryReject: '/suyastar-api/factory/pay/remittance/reject',
} as const;
