/** The model pickups module's public file: what other modules may use (see docs/architecture.md, "Server modules"). */
export { findPickupsBookedBy } from './model-pickups';
