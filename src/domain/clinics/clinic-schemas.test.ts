import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { findMessage } from '../validation/messages';
import { ZAddAddressRequest } from './addresses';
import {
  DOCTOR_AUTH_STATUSES,
  DoctorAuthStatus,
  ORG_AUTH_STATUSES,
  OrgAuthStatus,
  doctorAuthStatusLabel,
  orgAuthStatusLabel,
} from './auth-statuses';
import { clinicErrorMessages, clinicMessages, findClinicMessage } from './clinic-messages';
import {
  ZApplyPassRequest,
  ZApplyRejectRequest,
  ZCreateCompanyRequest,
  ZRelateClinicRequest,
  ZSearchClinicRequest,
} from './company';
import {
  BLACK_TRIANGLE_OPTIONS,
  DEFAULT_DESIGN_PREFERENCE,
  EDENTULOUS_AREA_OPTIONS,
  OCCLUSION_OPTIONS,
  PROXIMAL_CONTACT_OPTIONS,
  ZDesignPreference,
} from './design-preferences';
import { ZDoctorAuthSubmitRequest } from './doctor-auth';
import { ZAddEmployeeRequest, ZUpdateEmployeeRequest } from './employees';
import { ZReviewRequest } from './factory-review';
import { ZPageRequest } from './fields';

const employee = {
  realName: 'Zhang San',
  phone: '13800138000',
  idNumber: '11010519491231002X',
  job: 'nurse',
  jobType: 'official',
  workType: 'full-time',
  workStatus: 'confirmed',
  position: 'Head nurse',
  entryDate: '2024-01-01',
  departureDate: '2024-01-01',
};

const messageOf = (id: string) => (findClinicMessage(id) ?? findMessage(id))?.message;
const issuesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), messageOf(issue.message)]);

describe('clinic and staff schemas', () => {
  it('gives each message its own id', () => {
    const ids = [...Object.values(clinicMessages), ...Object.values(clinicErrorMessages)].map(
      (descriptor) => descriptor.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses a catalog message id for every issue of every schema, type errors included', () => {
    const cases: [z.ZodType, unknown][] = [
      [ZCreateCompanyRequest, {}],
      [
        ZCreateCompanyRequest,
        { companyName: 1, isChain: 'yes', branches: 'x', permitLicense: '/abs', businessLicense: 'a/../b' },
      ],
      [
        ZCreateCompanyRequest,
        { companyName: 'A', isChain: true, branches: ['a'], permitLicense: 'k', businessLicense: 'k' },
      ],
      [ZRelateClinicRequest, { clinicId: 'x', firstName: null }],
      [ZSearchClinicRequest, { name: '' }],
      [ZApplyPassRequest, {}],
      [ZApplyRejectRequest, { clinicId: 1, userId: 1, remark: ' ' }],
      [ZAddEmployeeRequest, {}],
      [
        ZAddEmployeeRequest,
        {
          ...employee,
          phone: 1,
          idNumber: [],
          entryDate: 'tomorrow',
          remark: 'r'.repeat(101),
          titlePost: 'boss',
          certPath: '',
        },
      ],
      [ZUpdateEmployeeRequest, { ...employee, employeeId: -1, departureDate: '2023-12-31' }],
      [ZDoctorAuthSubmitRequest, { titlePost: 'x' }],
      [ZReviewRequest, { kind: 'lab', id: 0, approve: false }],
      [ZPageRequest, { pageIndex: 0, pageSize: 15 }],
      [ZAddAddressRequest, { phone: '123' }],
      [ZDesignPreference, { occlusion: 3, transparency: 'mid' }],
    ];
    for (const [schema, input] of cases) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? [])
        expect(messageOf(issue.message), JSON.stringify(issue)).toBeDefined();
    }
  });

  it('relating needs a first name that is not blank', () => {
    expect(issuesOf(ZRelateClinicRequest, { clinicId: 1, firstName: '  ' })).toEqual([
      ['firstName', 'The first character of the name cannot be empty.'],
    ]);
    expect(ZRelateClinicRequest.parse({ clinicId: 1, firstName: ' Li ' }).firstName).toBe('Li');
  });

  it('rejecting needs a reason; the factory’s too', () => {
    expect(issuesOf(ZApplyRejectRequest, { clinicId: 1, userId: 2 })).toEqual([
      ['remark', 'Please give a reason for the rejection.'],
    ]);
    expect(issuesOf(ZReviewRequest, { kind: 'doctor', id: 1, approve: false, reason: '  ' })).toEqual([
      ['reason', 'Please give a reason for the rejection.'],
    ]);
    expect(ZReviewRequest.safeParse({ kind: 'doctor', id: 1, approve: true }).success).toBe(true);
  });

  it('a chain needs branches, a single company has none, and names do not repeat', () => {
    const base = { companyName: 'Smile', permitLicense: 'licence/a.png', businessLicense: 'licence/b.png' };
    expect(issuesOf(ZCreateCompanyRequest, { ...base, isChain: true })).toEqual([
      ['branches', 'A chain needs at least one branch.'],
    ]);
    expect(issuesOf(ZCreateCompanyRequest, { ...base, branches: ['East'] })).toEqual([
      ['branches', 'A single company has no branches.'],
    ]);
    expect(issuesOf(ZCreateCompanyRequest, { ...base, isChain: true, branches: ['East', 'east'] })).toEqual([
      ['branches', 'Each clinic of the chain needs its own name.'],
    ]);
    expect(ZCreateCompanyRequest.parse({ ...base, isChain: true, branches: ['East', 'West'] }).branches).toEqual([
      'East',
      'West',
    ]);
  });

  it.each([
    ['realName', 25, 'Enter at most 25 characters.'],
    ['job', 25, 'Enter at most 25 characters.'],
    ['position', 25, 'Enter at most 25 characters.'],
    ['remark', 100, 'Enter at most 100 characters.'],
  ])('an employee’s %s takes %i characters, not one more', (field, limit, message) => {
    expect(ZAddEmployeeRequest.safeParse({ ...employee, [field]: 'x'.repeat(limit) }).success).toBe(true);
    expect(issuesOf(ZAddEmployeeRequest, { ...employee, [field]: 'x'.repeat(limit + 1) })).toEqual([[field, message]]);
  });

  it('an employee leaves on or after the day they start', () => {
    expect(issuesOf(ZAddEmployeeRequest, { ...employee, departureDate: '2023-12-31' })).toEqual([
      ['departureDate', 'The departure date must not be before the entry date.'],
    ]);
  });

  it('a current employee has no departure date and may have no ID number yet; one who left has the day they left', () => {
    const current = { ...employee, workStatus: 'in-service', departureDate: null, idNumber: null };
    expect(ZAddEmployeeRequest.safeParse(current).success).toBe(true);
    const { departureDate: _departure, idNumber: _id, ...withoutBoth } = current;
    expect(ZAddEmployeeRequest.safeParse(withoutBoth).success).toBe(true);
    expect(issuesOf(ZAddEmployeeRequest, { ...current, workStatus: 'resigned' })).toEqual([
      ['departureDate', 'This field is required.'],
    ]);
  });

  it('ignores a clinicId in the body: the clinic comes from the session', () => {
    expect(ZAddEmployeeRequest.parse({ ...employee, clinicId: 99 })).not.toHaveProperty('clinicId');
  });

  it('pages in the shared table sizes only, 10 by default', () => {
    expect(ZPageRequest.parse({})).toEqual({ pageIndex: 1, pageSize: 10 });
    for (const size of [10, 20, 30, 50]) expect(ZPageRequest.safeParse({ pageSize: size }).success).toBe(true);
    expect(issuesOf(ZPageRequest, { pageSize: 100 })).toEqual([
      ['pageSize', 'Choose a page size of 10, 20, 30 or 50.'],
    ]);
  });
});

describe('authentication statuses', () => {
  it('fixes the spec’s values: -1 none for both, 2 an authenticated doctor', () => {
    expect(ORG_AUTH_STATUSES.map((s) => [s.value, s.key])).toEqual([
      [-1, 'none'],
      [0, 'pending'],
      [1, 'approved'],
      [2, 'rejected'],
    ]);
    expect(DOCTOR_AUTH_STATUSES.map((s) => [s.value, s.key])).toEqual([
      [-1, 'none'],
      [1, 'pending'],
      [2, 'authenticated'],
      [3, 'rejected'],
    ]);
    expect(orgAuthStatusLabel(OrgAuthStatus.pending)?.message).toBe('pending review');
    expect(doctorAuthStatusLabel(DoctorAuthStatus.authenticated)?.message).toBe('authenticated');
    expect(doctorAuthStatusLabel(0)).toBeUndefined();
  });
});

describe('design preferences', () => {
  it('keeps the spec’s ids', () => {
    expect(OCCLUSION_OPTIONS.map((o) => [o.id, o.label.message])).toEqual([
      [2, 'tight (0.1 mm)'],
      [1, 'normal (0.3 mm)'],
      [0, 'loose (0.5 mm)'],
    ]);
    expect(PROXIMAL_CONTACT_OPTIONS.map((o) => [o.id, o.key])).toEqual([
      [1, 'wideBroad'],
      [2, 'smallBroad'],
      [0, 'point'],
    ]);
    expect(EDENTULOUS_AREA_OPTIONS.map((o) => [o.id, o.key])).toEqual([
      [0, 'modifiedSaddle'],
      [3, 'lateral'],
      [2, 'bullet'],
      [1, 'hygienicBridge'],
    ]);
    expect(BLACK_TRIANGLE_OPTIONS.map((o) => [o.id, o.key])).toEqual([
      [2, 'normalClosure'],
      [1, 'partial'],
      [0, 'extreme'],
    ]);
  });

  it('accepts the defaults and refuses an id the table does not have', () => {
    expect(ZDesignPreference.parse(DEFAULT_DESIGN_PREFERENCE)).toEqual(DEFAULT_DESIGN_PREFERENCE);
    expect(issuesOf(ZDesignPreference, { ...DEFAULT_DESIGN_PREFERENCE, edentulousArea: 4 })).toEqual([
      ['edentulousArea', 'This value is not valid.'],
    ]);
  });
});
