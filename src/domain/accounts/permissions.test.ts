import { describe, expect, it } from 'vitest';
import { ALIGNER_STATUS_TABLE } from '../lines/aligners/statuses';
import { FACTORY_ROLES, mayWorkAtDesk } from './factory-roles';
import {
  FACTORY_PERSONAS,
  PERMISSION_CODES,
  clinicPersonasOf,
  grants,
  moveCode,
  personasOf,
  resourcesFor,
  type PermissionCode,
} from './permissions';

const codes = (personas: Parameters<typeof resourcesFor>[0]) => new Set(resourcesFor(personas).map((r) => r.code));

describe('clinic personas', () => {
  it('makes an admin who is a doctor both, and every other member a nurse', () => {
    expect(clinicPersonasOf({ role: 'admin', isDoctor: true })).toEqual(['clinicAdmin', 'doctor']);
    expect(clinicPersonasOf({ role: 'admin', isDoctor: false })).toEqual(['clinicAdmin']);
    expect(clinicPersonasOf({ role: 'staff', isDoctor: true })).toEqual(['doctor']);
    expect(clinicPersonasOf({ role: 'staff', isDoctor: false })).toEqual(['nurse']);
  });

  it('gives none without a clinic, and a former factory user none', () => {
    expect(personasOf({ isFactory: false, factoryRole: null, role: null, isDoctor: false })).toEqual([]);
    expect(personasOf({ isFactory: true, factoryRole: null, role: null, isDoctor: false })).toEqual([]);
    expect(personasOf({ isFactory: true, factoryRole: 'designer', role: null, isDoctor: false })).toEqual(['factory:designer']);
  });
});

describe('the permission matrix', () => {
  it('gives a nurse patients, images and receipts, and no decision on a case', () => {
    expect([...codes(['nurse'])].sort()).toEqual(['image:manage', 'order:receive', 'patient:edit']);
  });

  it('gives a doctor the case decisions, and staff and clinic management to the admin only', () => {
    const doctor = codes(['doctor']);
    for (const code of ['case:create', 'order:decide', 'order:cancel', 'order:receive'] as const) expect(doctor.has(code)).toBe(true);
    for (const code of ['employee:manage', 'employee:hide-prices', 'application:review'] as const) {
      expect(doctor.has(code)).toBe(false);
      expect(codes(['clinicAdmin']).has(code)).toBe(true);
    }
  });

  it('gives a factory persona no clinic button and a clinic persona no factory button', () => {
    const factoryCodes = PERMISSION_CODES.filter((code) => code.startsWith('desk:') || code.startsWith('factory:'));
    for (const persona of ['clinicAdmin', 'doctor', 'nurse'] as const) {
      for (const code of factoryCodes) expect(grants([persona], code)).toBe(false);
    }
    for (const persona of FACTORY_PERSONAS) {
      for (const code of PERMISSION_CODES.filter((c) => !factoryCodes.includes(c))) expect(grants([persona], code)).toBe(false);
    }
  });

  it('gives each factory desk the same moves as the desk rule of the status tables', () => {
    for (const role of FACTORY_ROLES) {
      for (const move of ALIGNER_STATUS_TABLE.moves.filter((m) => m.desk)) {
        expect(grants([`factory:${role}`], moveCode(move))).toBe(mayWorkAtDesk(role, move.desk));
      }
    }
  });

  it('names a code for every clinic move by the kind of decision', () => {
    const byAction = Object.fromEntries(ALIGNER_STATUS_TABLE.moves.filter((m) => !m.desk).map((m) => [m.action, moveCode(m)]));
    expect(byAction).toMatchObject({ submit: 'case:create', cancel: 'order:cancel', confirmReceipt: 'order:receive', approvePlan: 'order:decide' });
  });

  it('sends each granted code with every page it shows on', () => {
    const resources = resourcesFor(['factory:admin']);
    expect(resources).toContainEqual({ uri: '/userFactory/staff', code: 'factory:staff' });
    expect(resources).toContainEqual({ uri: '/userFactory/case/:orderId', code: 'desk:finance' });
    expect(resources.some((r) => r.code === ('employee:manage' as PermissionCode))).toBe(false);
  });
});
