/** The images module's public file: what other modules may use (see docs/architecture.md, "Server modules"). */
export { findStageInClinic } from './stages';
export { toImage, type SignReadLink } from './image-rows';
