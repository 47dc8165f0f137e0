/** The cases module's public file: what other modules may use (see docs/architecture.md, "Server modules"). */
export {
  applyPaymentMove,
  applyTransition,
  caseActorOf,
  checkMove,
  factoryScope,
  findCase,
  formTargetOf,
  recordEvent,
  remindClinic,
  type CaseActor,
  type OrderRow,
} from './transition';
export { buildCaseDetail } from './case-detail';
export { findDoctorCases, type CaseDoctor, type DoctorCases } from './case-list';
export { factoryForNewOrder, findFactory, listFactories } from './factory-assignment';
export { caseError, caseRuleError } from './case-errors';
export { requireCaseFiles } from './case-files';
export { fileLink, parseJson, selectSummaries, toCaseSummary } from './case-rows';
export type { OrderCommentTable, OrderMemoTable } from './tables';
