/** The payments module's public file: what other modules may use (see docs/architecture.md, "Server modules"). */
export { recordOutsideReceipt } from './outside-money';
export { paymentRoutes } from './routes';
export { financeRoutes } from './finance-routes';
export { paySecurityRoutes } from './pay-security-routes';
export { creditRoutes } from './credit-routes';
export { remittanceRoutes } from './remittance-routes';
