/** The notifications module's public file: what other modules may use (see docs/architecture.md, "Server modules"). */
export { findReminders, type ReminderReader } from './reminders';
export type { Translate } from './reminder-text';
