import { afterEach, describe, expect, it } from 'vitest';
import { buildSession } from '../../testing/session-generators';
import { hasLocalSession, readCurrentUserId, REMEMBERED_MAX_AGE_MS } from './session';
import { SESSION_KEYS } from './session-keys';
import { rememberSession } from './session-store';

afterEach(() => window.localStorage.clear());

describe('the remembered session keys carry a timestamp and expire by age', () => {
  it('stamps clinicId, isCompany and currentUserId when they are written', () => {
    const before = Date.now();
    rememberSession(buildSession({ userId: 7 }));
    const stamp = Number(window.localStorage.getItem(SESSION_KEYS.rememberedAt));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  it('keeps them up to the maximum age, forgets all of them one millisecond past it', () => {
    rememberSession(buildSession({ userId: 7, clinicId: 11 }));
    const stamp = Number(window.localStorage.getItem(SESSION_KEYS.rememberedAt));
    expect(readCurrentUserId(stamp + REMEMBERED_MAX_AGE_MS)).toBe('7');
    expect(window.localStorage.getItem(SESSION_KEYS.clinicId)).toBe('11');
    expect(readCurrentUserId(stamp + REMEMBERED_MAX_AGE_MS + 1)).toBeNull();
    for (const key of [
      SESSION_KEYS.currentUserId,
      SESSION_KEYS.clinicId,
      SESSION_KEYS.isCompany,
      SESSION_KEYS.rememberedAt,
    ]) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(hasLocalSession()).toBe(false);
  });

  it('keeps keys written before the stamp existed, and ignores a stamp that is not a number', () => {
    window.localStorage.setItem(SESSION_KEYS.currentUserId, '5');
    expect(readCurrentUserId(Date.now() + 10 * REMEMBERED_MAX_AGE_MS)).toBe('5');
    window.localStorage.setItem(SESSION_KEYS.rememberedAt, 'soon');
    expect(readCurrentUserId()).toBe('5');
  });
});
