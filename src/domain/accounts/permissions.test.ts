import { describe, expect, it } from 'vitest';
import { resourcesFor } from './permissions';

describe('button permissions per clinic role', () => {
  it('gives none without a clinic', () => expect(resourcesFor(null)).toEqual([]));
  it('gives staff management and application review to admins only', () => {
    const codes = (role: 'admin' | 'staff', isDoctor: boolean) => resourcesFor({ role, isDoctor }).map((r) => r.code);
    expect(codes('admin', false)).toContain('employee:manage');
    expect(codes('admin', false)).toContain('application:review');
    expect(codes('staff', false)).toEqual([]);
    expect(codes('staff', true)).toEqual(['case:create']);
    expect(codes('admin', true)).toEqual(expect.arrayContaining(['employee:manage', 'case:create']));
  });
});
