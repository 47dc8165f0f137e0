/** The wearing module's public file: what other modules may use (see docs/architecture.md, "Server modules"). */
export { findWearingList, requireToday } from './wearing-plans';
