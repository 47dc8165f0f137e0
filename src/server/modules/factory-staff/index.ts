// The factory-staff module's public file: the operator's commands (the admin CLI, and tests that set a factory up).
export { runAdminCommand } from './admin-commands';
export { countFactories, syncConfiguredFactories } from './factory-staff';
