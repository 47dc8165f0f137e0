import type { FastifyInstance } from 'fastify';
import type { Persona } from '../../domain/accounts/permissions';
import { addMember, createClinic, createUser, sessionHeaders } from './fixtures';

/** The principals of the authorization table (issue: accounts, clinics and staff). */
export const PRINCIPALS = ['anonymous', 'doctorA', 'staffA', 'adminA', 'adminB', 'doctorAB', 'factory', 'designer'] as const;
export type PrincipalName = (typeof PRINCIPALS)[number];

export type World = {
  clinicA: number;
  clinicB: number;
  /** A fresh session for the principal on every call, so a row that ends a session (logout) affects no other. */
  headersFor: (principal: PrincipalName) => Promise<Record<string, string>>;
};

/** Who each principal is in the permission matrix (src/domain/accounts/permissions.ts): staffA is a nurse. */
export const PRINCIPAL_PERSONAS: Record<PrincipalName, Persona[]> = {
  anonymous: [],
  doctorA: ['doctor'],
  staffA: ['nurse'],
  adminA: ['clinicAdmin'],
  adminB: ['clinicAdmin'],
  doctorAB: ['doctor'],
  factory: ['factory:admin'],
  designer: ['factory:designer'],
};

/** Two clinics and one user per principal, each acting in the clinic named in its name; `designer` is a factory designer. */
export async function buildWorld(app: FastifyInstance): Promise<World> {
  const db = app.db.kysely;
  const clinicA = await createClinic(db, 'Clinic A');
  const clinicB = await createClinic(db, 'Clinic B');
  const doctorA = await createUser(db, { doctorAuthStatus: 2 });
  const staffA = await createUser(db);
  const adminA = await createUser(db);
  const adminB = await createUser(db);
  const doctorAB = await createUser(db, { doctorAuthStatus: 2 });
  const factory = await createUser(db, { isFactory: true, factoryRole: 'admin' });
  const designer = await createUser(db, { isFactory: true, factoryRole: 'designer' });
  await addMember(db, clinicA, doctorA.id, { isDoctor: true, job: 'doctor' });
  await addMember(db, clinicA, staffA.id, { hidePrices: true, job: 'nurse' });
  await addMember(db, clinicA, adminA.id, { role: 'admin' });
  await addMember(db, clinicB, adminB.id, { role: 'admin' });
  await addMember(db, clinicA, doctorAB.id, { isDoctor: true });
  await addMember(db, clinicB, doctorAB.id, { isDoctor: true });
  const actsAs: Record<Exclude<PrincipalName, 'anonymous'>, [number, number | null]> = {
    doctorA: [doctorA.id, clinicA],
    staffA: [staffA.id, clinicA],
    adminA: [adminA.id, clinicA],
    adminB: [adminB.id, clinicB],
    doctorAB: [doctorAB.id, clinicB],
    factory: [factory.id, null],
    designer: [designer.id, null],
  };
  return {
    clinicA,
    clinicB,
    headersFor: async (principal) => (principal === 'anonymous' ? {} : sessionHeaders(app, ...actsAs[principal])),
  };
}
