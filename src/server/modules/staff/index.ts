/** The staff module's public file: what other modules may use (see docs/architecture.md, "Server modules"). */
export { linkEmployee } from './employees';
