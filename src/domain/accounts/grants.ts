import type { FactoryRole } from './factory-roles';

/**
 * Who a signed-in user is for the permission matrix. In a clinic: its admin, a doctor (a member recorded with the
 * job doctor), or a nurse (every other member: nurse, assistant, receptionist...). An admin who is also a doctor is
 * both. At the manufacturer: the factory role (docs/orders.md, "Factory roles").
 */
export type ClinicPersona = 'clinicAdmin' | 'doctor' | 'nurse';
export type FactoryPersona = `factory:${FactoryRole}`;
export type Persona = ClinicPersona | FactoryPersona;

/**
 * A row of the permission matrix (./permissions.ts): the pages a button code shows on and who has it. Apart from the
 * matrix so that a product line's declaration (src/domain/lines/line-definition.ts) can name its own rows, which the
 * matrix takes from the line registry.
 */
export type Grant = { uris: readonly string[]; personas: readonly Persona[] };
