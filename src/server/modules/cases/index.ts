/** The cases module's public file: what other modules may use (see docs/architecture.md, "Server modules"). */
export {
  applyPaymentMove,
  applyTransition,
  caseActorOf,
  checkMove,
  factoryScope,
  findCase,
  formTargetOf,
  actorMayRestart,
  actorNextStatuses,
  recordEvent,
  remindClinic,
  statusConflict,
  type CaseActor,
  type OrderRow,
} from './transition';
export { currentPlan, transitionCase } from './case-actions';
export { checkCaseModel, type CaseDataActor } from './case-data-checks';
export { caseEvents, caseShipments } from './case-timeline';
export { buildLineOrder } from './line-orders';
export { byClientId, checkCompanyMayOrder, type ClinicCaseActor } from './submit-rules';
export { factoryForNewOrder, findFactory, listFactories } from './factory-assignment';
export { caseError, caseRuleError } from './case-errors';
export { requireCaseFiles, requireOwnAddress } from './case-files';
export { amountOf, fileLink, orderTypeOf, parseJson, selectSummaries, toCaseSummary } from './case-rows';
export type { OrderCommentTable, OrderMemoTable } from './tables';
