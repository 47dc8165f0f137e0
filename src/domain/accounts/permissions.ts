import { z } from 'zod';
import { LINES, type LinePermissionCode } from '../lines/registry';
import { PRODUCT_LINES } from '../product-lines';
import type { MoveDefinition } from '../orders/moves';
import { FACTORY_ROLES, type FactoryDesk, type FactoryRole } from './factory-roles';
import type { ClinicPersona, FactoryPersona, Grant, Persona } from './grants';

export type { ClinicPersona, FactoryPersona, Grant, Persona } from './grants';

export { canAt, matchesResourceUri } from './resource-match';

/** A button permission (spec section 6): `code` is granted on pages whose path matches `uri`. */
export const ZResource = z.object({ uri: z.string(), code: z.string() });
export type TResource = z.infer<typeof ZResource>;

export const CLINIC_PERSONAS: readonly ClinicPersona[] = ['clinicAdmin', 'doctor', 'nurse'];
export const FACTORY_PERSONAS: readonly FactoryPersona[] = FACTORY_ROLES.map((role) => `factory:${role}` as const);

export type ClinicRole = { role: 'admin' | 'staff'; isDoctor: boolean };

/** The personas of a clinic member. */
export function clinicPersonasOf(member: ClinicRole): ClinicPersona[] {
  if (member.role === 'admin') return member.isDoctor ? ['clinicAdmin', 'doctor'] : ['clinicAdmin'];
  return member.isDoctor ? ['doctor'] : ['nurse'];
}

/** The persona of a factory user with an active membership (none for former staff). */
export function factoryPersonaOf(role: FactoryRole | null): FactoryPersona[] {
  return role ? [`factory:${role}`] : [];
}

/** The personas of a signed-in user in their current clinic, or at their factory. */
export function personasOf(user: {
  isFactory: boolean;
  factoryRole: FactoryRole | null;
  role: 'admin' | 'staff' | null;
  isDoctor: boolean;
}): Persona[] {
  if (user.isFactory) return factoryPersonaOf(user.factoryRole);
  return user.role ? clinicPersonasOf({ role: user.role, isDoctor: user.isDoctor }) : [];
}

const ORDER_DETAIL_PAGES = PRODUCT_LINES.filter((line) => line.type !== 'mall').map((line) => `${line.detailRoute}/:orderId`);
const CASE_PAGES = ['/caseList', '/stagingBox', '/caseDrafts', '/confirmOrder', ...ORDER_DETAIL_PAGES];
const PATIENT_PAGES = ['/patientCenter', '/patientCenter/*'];
const FACTORY_CASE_PAGES = ['/userFactory', '/userFactory/case/:orderId'];

const CLINIC_MEMBERS: readonly Persona[] = CLINIC_PERSONAS;
const CLINIC_DECIDERS: readonly Persona[] = ['clinicAdmin', 'doctor'];
const deskGrant = (desk: FactoryDesk): Grant => ({ uris: FACTORY_CASE_PAGES, personas: ['factory:admin', `factory:${desk}`] });

/** The core's rows of the permission matrix (below); a product line declares its own in its definition. */
const CORE_PERMISSIONS = {
  /** Start a case, continue editing one and (re)submit it. */
  'case:create': { uris: [...CASE_PAGES, ...PATIENT_PAGES], personas: CLINIC_DECIDERS },
  /** The clinical decisions on a case: approve or reject a plan, ask for production, complete, restart, ignore, restore. */
  'order:decide': { uris: CASE_PAGES, personas: CLINIC_DECIDERS },
  /** Cancel an order: a clinical and money decision, not a nurse's. */
  'order:cancel': { uris: CASE_PAGES, personas: CLINIC_DECIDERS },
  /** Confirm a parcel arrived: whoever unpacks it. */
  'order:receive': { uris: CASE_PAGES, personas: CLINIC_MEMBERS },
  /** Add and edit patient files (the server lets only the author or an admin edit one: docs/patients.md). */
  'patient:edit': { uris: PATIENT_PAGES, personas: CLINIC_MEMBERS },
  /** Add, rotate and delete photos and image stages. */
  'image:manage': { uris: PATIENT_PAGES, personas: CLINIC_MEMBERS },
  /** Staff management: add, edit, delete and unlink employees, hide prices. */
  'employee:manage': { uris: ['/baseEmployee'], personas: ['clinicAdmin'] },
  'employee:hide-prices': { uris: ['/baseEmployee'], personas: ['clinicAdmin'] },
  /** Clinic management: approve or reject applications to join. */
  'application:review': { uris: ['/clinicManage'], personas: ['clinicAdmin'] },
  /** Factory console: the moves of each desk (a factory admin works every desk). */
  'desk:reviewer': deskGrant('reviewer'),
  'desk:designer': deskGrant('designer'),
  'desk:production': deskGrant('production'),
  // Finance also decides the clinics' bank remittances on their own page (docs/payments.md).
  'desk:finance': { ...deskGrant('finance'), uris: [...FACTORY_CASE_PAGES, '/userFactory/remittances'] },
  /** Factory console: approve or reject doctor and organisation authentications. */
  'factory:auth-review': { uris: ['/userFactory/reviews'], personas: ['factory:admin', 'factory:reviewer'] },
  /** Factory console: grant a clinic VIP rights, from its company's authentication (docs/clinics.md, "Clinic VIP"). */
  'factory:vip-grant': { uris: ['/userFactory/reviews'], personas: ['factory:admin'] },
  /** Factory console: the holiday calendar and the factory staff. */
  'factory:calendar': { uris: ['/userFactory/calendar'], personas: ['factory:admin'] },
  'factory:staff': { uris: ['/userFactory/staff'], personas: ['factory:admin'] },
  /** Factory console: move a case to another factory (the manufacturer's dispatcher: docs/orders.md). */
  'factory:reassign': { uris: FACTORY_CASE_PAGES, personas: ['factory:admin'] },
} as const satisfies Record<string, Grant>;

export type PermissionCode = keyof typeof CORE_PERMISSIONS | LinePermissionCode;

function composeMatrix(): Readonly<Record<PermissionCode, Grant>> {
  const matrix: Record<string, Grant> = { ...CORE_PERMISSIONS };
  for (const line of LINES) {
    for (const [code, grant] of Object.entries<Grant>(line.permissions ?? {})) {
      if (code in matrix) throw new Error(`permission ${code} of line ${line.code} is declared already`);
      matrix[code] = grant;
    }
  }
  return matrix as Record<PermissionCode, Grant>;
}

/**
 * The permission matrix: every button code, the pages it shows on, and who has it: the core's rows, then each
 * product line's (its `permissions`: fixed dentures' `factory:prices`). The spec leaves the matrix open ("not
 * shown"); this is the decision (docs/permissions.md). It is the one source of truth: the server sends the resource
 * list built from it (resourcesFor), the screens ask it (useCan), and the server's guards check the same rows
 * (`grants`) whatever the buttons show.
 */
export const PERMISSION_MATRIX = composeMatrix();
export const PERMISSION_CODES = Object.keys(PERMISSION_MATRIX) as PermissionCode[];

/** Whether any of the personas has the permission (the server's check; pages do not matter to it). */
export function grants(personas: readonly Persona[], code: PermissionCode): boolean {
  const allowed: readonly Persona[] = PERMISSION_MATRIX[code].personas;
  return personas.some((persona) => allowed.includes(persona));
}

/** The resource list (uri and code pairs) of the personas, as the session sends it to the web. */
export function resourcesFor(personas: readonly Persona[]): TResource[] {
  return PERMISSION_CODES.filter((code) => grants(personas, code)).flatMap((code) =>
    PERMISSION_MATRIX[code].uris.map((uri) => ({ uri, code })),
  );
}

/** The code a status move needs: its factory desk's, or the clinic's for the kind of decision it is. */
export function moveCode(move: Pick<MoveDefinition, 'action' | 'desk'>): PermissionCode {
  if (move.desk) return `desk:${move.desk}`;
  if (move.action === 'submit') return 'case:create';
  if (move.action === 'cancel') return 'order:cancel';
  if (move.action === 'confirmReceipt') return 'order:receive';
  return 'order:decide';
}
