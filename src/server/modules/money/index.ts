/** The money module's public file: what other modules may use (see docs/architecture.md, "Server modules"). */
export {
  addPaymentOrder,
  cancelOpenPaymentOrders,
  countOpenPaymentOrders,
  hasOpenPaymentOrder,
  openPaymentOrder,
  orderMoney,
  paidCentsColumn,
  settlePaymentOrder,
} from './payment-orders';
export {
  accountSum,
  clinicBalance,
  LEDGER_ACCOUNTS,
  paidByPaymentOrder,
  postMovement,
  type LedgerAccount,
  type LedgerEntry,
} from './ledger';
