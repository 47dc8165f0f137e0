import { describe, expect, it } from 'vitest';
import { mergeEdit } from './field-merge';

type Form = { name: string; phone: string; note: string };
const FIELDS = ['name', 'phone', 'note'] as const;
const base: Form = { name: 'Mei', phone: '1', note: '' };

describe('mergeEdit: a field-level three-way merge', () => {
  it("keeps another's change to a field this form did not touch (the lost update)", () => {
    const current = { ...base, phone: '2' };
    const mine = { ...base, name: 'Mei Zhang' };
    expect(mergeEdit(FIELDS, current, mine, base)).toEqual({
      merged: { name: 'Mei Zhang', phone: '2', note: '' },
      conflicts: [],
    });
  });

  it('refuses a field both changed differently, and accepts one both changed alike', () => {
    const current = { ...base, phone: '2', note: 'x' };
    const mine = { ...base, phone: '3', note: 'x' };
    expect(mergeEdit(FIELDS, current, mine, base).conflicts).toEqual(['phone']);
  });

  it('without a base is the whole form, as older clients send it', () => {
    const current = { ...base, phone: '2' };
    expect(mergeEdit(FIELDS, current, base, undefined).merged).toEqual(base);
  });
});
