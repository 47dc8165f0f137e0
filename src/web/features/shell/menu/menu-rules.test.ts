import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { buildClinic, buildSession } from '../../../testing/session-generators';
import type { MenuItem } from './menu-meta';
import {
  formatBadgeCount,
  isBlockedWithoutClinic,
  menuContextFor,
  visibleMenuItems,
  type MenuContext,
} from './menu-rules';

const menu: MenuItem[] = [
  { path: '/baseEmployee', label: msg`Account management`, order: 40, access: 'clinicAdmin', needsClinic: true },
  { path: '/home', label: msg`Worktable`, order: 10, needsClinic: false },
  { path: '/caseList', label: msg`Case List`, order: 20, needsClinic: true },
  { path: '/financialData', label: msg`Financial data`, order: 50, access: 'clinicAdminWithQuota', needsClinic: true },
  { path: '/userFactory', label: msg`Factory queues`, order: 10, audience: 'factory', needsClinic: false },
  {
    path: '/userFactory/staff',
    label: msg`Factory staff`,
    order: 30,
    audience: 'factory',
    access: 'factoryAdmin',
    needsClinic: false,
  },
  { path: '/userDoctor', label: msg`My practice`, order: 15, access: 'doctorOfSeveral', needsClinic: false },
];
const staff: MenuContext = {
  isFactory: false,
  isFactoryAdmin: false,
  isClinicAdmin: false,
  isEmbedded: false,
  hasQuotaPermission: false,
  hasClinic: true,
  doctorClinics: 0,
};
const paths = (context: MenuContext) => visibleMenuItems(menu, context).map((item) => item.path);

describe('the side menu', () => {
  it('shows staff the clinic entries for everyone, in menu order', () => {
    expect(paths(staff)).toEqual(['/home', '/caseList']);
  });

  it('adds Account management for clinic admins and in iframe mode', () => {
    expect(paths({ ...staff, isClinicAdmin: true })).toEqual(['/home', '/caseList', '/baseEmployee']);
    expect(paths({ ...staff, isEmbedded: true })).toEqual(['/home', '/caseList', '/baseEmployee']);
  });

  it('shows Financial data only with the quota permission, and then only to admins or in iframe mode', () => {
    expect(paths({ ...staff, hasQuotaPermission: true })).not.toContain('/financialData');
    expect(paths({ ...staff, isClinicAdmin: true })).not.toContain('/financialData');
    expect(paths({ ...staff, isClinicAdmin: true, hasQuotaPermission: true })).toContain('/financialData');
    expect(paths({ ...staff, isEmbedded: true, hasQuotaPermission: true })).toContain('/financialData');
  });

  it('shows factory users their own entries only, the factory staff to factory admins only', () => {
    expect(paths({ ...staff, isFactory: true, isClinicAdmin: true })).toEqual(['/userFactory']);
    expect(paths({ ...staff, isFactory: true, isFactoryAdmin: true })).toEqual(['/userFactory', '/userFactory/staff']);
  });

  it('offers the doctor’s overview to doctors of two or more clinics only', () => {
    expect(paths({ ...staff, doctorClinics: 1 })).not.toContain('/userDoctor');
    expect(paths({ ...staff, doctorClinics: 2 })).toEqual(['/home', '/userDoctor', '/caseList']);
    expect(paths({ ...staff, isFactory: true, doctorClinics: 2 })).toEqual(['/userFactory']);
  });

  it('without a clinic blocks every entry but home', () => {
    const noClinic = { ...staff, hasClinic: false };
    expect(menu.filter((item) => isBlockedWithoutClinic(item, noClinic)).map((item) => item.path)).toEqual([
      '/baseEmployee',
      '/caseList',
      '/financialData',
    ]);
    expect(menu.some((item) => isBlockedWithoutClinic(item, staff))).toBe(false);
  });
});

describe('menuContextFor', () => {
  it('knows a factory admin from the session’s factory role', () => {
    expect(menuContextFor(buildSession({ isFactory: true, factoryRole: 'admin' }), false).isFactoryAdmin).toBe(true);
    expect(menuContextFor(buildSession({ isFactory: true, factoryRole: 'reviewer' }), false).isFactoryAdmin).toBe(false);
  });

  it('takes the admin flag of the current clinic, not of any clinic', () => {
    const session = buildSession({
      clinicId: 11,
      clinicList: [buildClinic({ clinicId: 11, isAdmin: false }), buildClinic({ clinicId: 12, isAdmin: true })],
    });
    expect(menuContextFor(session, false).isClinicAdmin).toBe(false);
    expect(menuContextFor({ ...session, clinicId: 12 }, false).isClinicAdmin).toBe(true);
  });

  it('knows a user without clinics, the quota permission and iframe mode', () => {
    const context = menuContextFor(buildSession({ clinicId: null, clinicList: [], hasQuotaPermission: true }), true);
    expect(context).toEqual({
      isFactory: false,
      isFactoryAdmin: false,
      isClinicAdmin: false,
      isEmbedded: true,
      hasQuotaPermission: true,
      hasClinic: false,
      doctorClinics: 0,
    });
  });

  it('counts the clinics where the user is a doctor', () => {
    const clinicList = [buildClinic({ clinicId: 11, isDoctor: true }), buildClinic({ clinicId: 12 }), buildClinic({ clinicId: 13, isDoctor: true })];
    expect(menuContextFor(buildSession({ clinicId: null, clinicList }), false).doctorClinics).toBe(2);
  });
});

describe('formatBadgeCount', () => {
  it('shows the count up to 99, then 99+', () => {
    expect(formatBadgeCount(0, 99)).toBe('0');
    expect(formatBadgeCount(1, 99)).toBe('1');
    expect(formatBadgeCount(99, 99)).toBe('99');
    expect(formatBadgeCount(100, 99)).toBe('99+');
    expect(formatBadgeCount(12345, 99)).toBe('99+');
  });
});
