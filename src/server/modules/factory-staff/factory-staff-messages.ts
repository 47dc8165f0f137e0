import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Why the factory staff service refuses a change. The factory console's staff page gets them in the request's
 * language (HTTP 400); the operator's command line prints them in English (admin-commands.ts).
 */
export const factoryStaffMessages = {
  manufacturerRequired: msg`The manufacturer’s name is required.`,
  manufacturerTooLong: msg`The manufacturer’s name is longer than 100 characters.`,
  factoryRequired: msg`Name at least one factory (--factory CODE:NAME:CITY).`,
  factoryCodeInvalid: msg({ message: 'Factory code "{code}" must be 2 to 8 letters or digits.' }),
  factoryNameRequired: msg({ message: 'The name of factory {code} is required.' }),
  factoryNameTooLong: msg({ message: 'The name of factory {code} is longer than 100 characters.' }),
  factoryCityRequired: msg({ message: 'The city of factory {code} is required.' }),
  factoryCityTooLong: msg({ message: 'The city of factory {code} is longer than 100 characters.' }),
  factoryCodeRepeated: msg`Two factories have the same code.`,
  alreadySetUp: msg({ message: 'This database is already set up for {manufacturer}.' }),
  phoneInvalid: msg({ message: '"{phone}" is not a mobile number (11 digits, starting 1 then 2-9).' }),
  nameRequired: msg`The name is required.`,
  nameTooLong: msg`The name is longer than 100 characters.`,
  roleUnknown: msg({ message: 'Unknown role "{role}".' }),
  passwordWeak: msg`The password must be 8 to 20 characters without spaces, with three of: capitals, small letters, digits, symbols.`,
  factoryUnknown: msg({ message: 'There is no factory with the code "{code}".' }),
  phoneTaken: msg({ message: 'An account with the number {phone} exists already.' }),
  memberUnknown: msg({ message: 'No factory user has the number {phone}.' }),
  lastAdmin: msg`This is the last factory admin: make someone else admin first.`,
} satisfies Record<string, MessageDescriptor>;

export type FactoryStaffMessage = keyof typeof factoryStaffMessages;

/** What the staff page hears after a change. */
export const factoryStaffSuccessMessages = {
  added: msg`The factory user was added. They can sign in now.`,
  roleChanged: msg`The role was changed.`,
  removed: msg`The factory user was removed and signed out everywhere.`,
} satisfies Record<string, MessageDescriptor>;
