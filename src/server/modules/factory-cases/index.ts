/** The factory-cases module's public file: what other modules and the lines may use. */
export { factoryRuleError } from './factory-messages';
export { recordPayment, type RecordPaymentInput } from './payment';
export { checkDeliveryDay, shipOrder, type ShipInput, type ShippedSteps } from './ship';
