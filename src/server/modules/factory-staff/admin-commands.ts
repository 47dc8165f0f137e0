import type { Kysely } from 'kysely';
import { FACTORY_ROLES } from '../../../domain/accounts/factory-roles';
import { parseFactorySpec } from '../../../domain/accounts/factory-config';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { translate } from '../../i18n/translate';
import { addFactoryUser, listFactoryStaff, removeFactoryUser, setFactoryRole, setupManufacturer } from './factory-staff';

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [flags]

  setup --manufacturer NAME --factory CODE:NAME:CITY [--factory ...]
      First run only: the manufacturer and its factories.
  add-factory-user --factory CODE --phone PHONE --name NAME --role ROLE [--password-stdin]
      A factory sign-in. Without --password-stdin a strong password is generated and printed once.
  set-factory-role --phone PHONE --role ROLE
  remove-factory-user --phone PHONE
      Ends their sessions at once; the account keeps no factory access.
  list
      The manufacturer, its factories and their staff.

Roles: ${FACTORY_ROLES.join(', ')} (admin manages the factory staff; keep one admin at least).
The database is the configured one (DATABASE_URL, else DATA_DIR/cuspid.sqlite); it is migrated first.`;

export type AdminFlags = {
  manufacturer?: string;
  factory?: string[];
  phone?: string;
  name?: string;
  role?: string;
  /** The password read from standard input, when asked for. */
  password?: string;
  generatePassword: () => string;
};

const ACTOR = { by: 'operator' };

/** A command line the admin command does not understand; the usage follows the message. */
export class AdminUsageError extends Error {
  constructor(message: string) {
    super(`${message}\n\n${ADMIN_USAGE}`);
    this.name = 'AdminUsageError';
  }
}

/** What the operator reads when a command is refused: the service's reasons in English (the web gets them localized). */
export function adminErrorText(error: unknown): string {
  if (error instanceof AppError) return translate('en', error.descriptor, error.values);
  return error instanceof Error ? error.message : String(error);
}

function flag(value: string | undefined, name: string): string {
  if (value === undefined || value === '') throw new AdminUsageError(`--${name} is required.`);
  return value;
}


/** Runs one operator command; answers the lines to print. Refusals throw FactoryStaffError (adminErrorText says it in English) or AdminUsageError. */
export async function runAdminCommand(db: Kysely<Database>, positionals: string[], flags: AdminFlags): Promise<string[]> {
  const [command, ...extra] = positionals;
  if (extra.length > 0) throw new AdminUsageError(`Unexpected "${extra.join(' ')}".`);
  switch (command) {
    case 'setup': {
      const factories = (flags.factory ?? []).map(parseFactorySpec);
      await setupManufacturer(db, { manufacturer: flag(flags.manufacturer, 'manufacturer'), factories }, ACTOR);
      return [`Set up: ${flags.manufacturer!.trim()} with ${factories.map((f) => f.code.toUpperCase()).join(', ')}.`, 'Next: add-factory-user --role admin.'];
    }
    case 'add-factory-user': {
      const generated = flags.password === undefined;
      const password = flags.password ?? flags.generatePassword();
      const phone = flag(flags.phone, 'phone');
      await addFactoryUser(db, { factoryCode: flag(flags.factory?.[0], 'factory'), phone, name: flag(flags.name, 'name'), role: flag(flags.role, 'role'), password }, ACTOR);
      return [`Added ${phone.trim()} as ${flags.role}.`, ...(generated ? [`Password (shown once; they can change it in the personal center): ${password}`] : [])];
    }
    case 'set-factory-role':
      await setFactoryRole(db, flag(flags.phone, 'phone'), flag(flags.role, 'role'), ACTOR);
      return [`${flags.phone} is now ${flags.role}.`];
    case 'remove-factory-user':
      await removeFactoryUser(db, flag(flags.phone, 'phone'), ACTOR);
      return [`Removed ${flags.phone}: signed out everywhere, no factory access.`];
    case 'list': {
      const listing = await listFactoryStaff(db);
      if (!listing.manufacturer) return ['Not set up yet: run setup first.'];
      return [
        listing.manufacturer,
        ...listing.factories.flatMap((f) => [
          `  ${f.code}  ${f.name} (${f.city})`,
          ...(f.staff.length ? f.staff.map((s) => `      ${s.phone}  ${s.name}  ${s.role}`) : ['      (no staff)']),
        ]),
      ];
    }
    default:
      throw new AdminUsageError(`Unknown command "${command}".`);
  }
}
