import { describe, expect, it } from 'vitest';
import { dayInTimeZone } from '../calendar/day-anywhere';
import {
  advancedPlan,
  advanceProblem,
  wearingSchedule,
  ZWearingPlanFields,
  type TWearingPlanFields,
} from './wearing-plan';

const plan: TWearingPlanFields = {
  hoursPerDay: 22,
  daysPerAligner: 14,
  totalAligners: 20,
  currentAligner: 5,
  currentSince: '2026-11-01',
};

describe('wearingSchedule', () => {
  it('is wearing until the day before the change, due from the change day on', () => {
    expect(wearingSchedule(plan, '2026-11-14')).toEqual({
      status: 'wearing',
      nextChangeDay: '2026-11-15',
      currentEndsOn: '2026-11-15',
      daysLeft: 1,
    });
    expect(wearingSchedule(plan, '2026-11-15')).toMatchObject({ status: 'due', daysLeft: 0 });
    expect(wearingSchedule(plan, '2026-11-20')).toMatchObject({ status: 'due', daysLeft: -5 });
  });

  it('counts the first day: one day per aligner is due the next day', () => {
    const daily = { ...plan, daysPerAligner: 1 };
    expect(wearingSchedule(daily, '2026-11-01').status).toBe('wearing');
    expect(wearingSchedule(daily, '2026-11-02').status).toBe('due');
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(wearingSchedule({ ...plan, currentSince: '2026-12-25' }, '2026-12-31').nextChangeDay).toBe('2027-01-08');
    expect(wearingSchedule({ ...plan, currentSince: '2028-02-20', daysPerAligner: 10 }, '2028-02-21').nextChangeDay).toBe(
      '2028-03-01',
    );
  });

  it('has no next change on the last aligner, and finishes when its days are worn', () => {
    const last = { ...plan, currentAligner: 20 };
    expect(wearingSchedule(last, '2026-11-14')).toEqual({
      status: 'lastAligner',
      nextChangeDay: null,
      currentEndsOn: '2026-11-15',
      daysLeft: 1,
    });
    expect(wearingSchedule(last, '2026-11-15').status).toBe('finished');
    expect(wearingSchedule({ ...plan, currentAligner: 19 }, '2026-11-15').status).toBe('due');
  });

  it('is due on the device calendar day: the same instant is due in Shanghai and not yet in Los Angeles', () => {
    const instant = Date.parse('2026-11-14T17:30:00Z');
    expect(dayInTimeZone(instant, 'Asia/Shanghai')).toBe('2026-11-15');
    expect(dayInTimeZone(instant, 'UTC')).toBe('2026-11-14');
    expect(dayInTimeZone(instant, 'America/Los_Angeles')).toBe('2026-11-14');
    expect(wearingSchedule(plan, dayInTimeZone(instant, 'Asia/Shanghai')).status).toBe('due');
    expect(wearingSchedule(plan, dayInTimeZone(instant, 'America/Los_Angeles')).status).toBe('wearing');
  });

  it('keeps whole days across a daylight-saving change (New York, 1 November 2026)', () => {
    expect(dayInTimeZone(Date.parse('2026-11-02T04:59:00Z'), 'America/New_York')).toBe('2026-11-01');
    expect(dayInTimeZone(Date.parse('2026-11-02T05:00:00Z'), 'America/New_York')).toBe('2026-11-02');
    expect(wearingSchedule({ ...plan, currentSince: '2026-10-31', daysPerAligner: 2 }, '2026-11-02').daysLeft).toBe(0);
  });
});

describe('advancing to the next aligner', () => {
  const input = { fromAligner: 5, changedOn: '2026-11-15', today: '2026-11-16' };

  it('moves to the next aligner from the change day', () => {
    expect(advanceProblem(plan, input)).toBeNull();
    expect(advancedPlan(plan, '2026-11-15')).toEqual({ ...plan, currentAligner: 6, currentSince: '2026-11-15' });
  });

  it('refuses a change recorded twice (the device saw another aligner)', () => {
    expect(advanceProblem({ ...plan, currentAligner: 6 }, input)).toBe('alignerChanged');
  });

  it('refuses to go past the last aligner, and allows the last step to it', () => {
    expect(advanceProblem({ ...plan, currentAligner: 20 }, { ...input, fromAligner: 20 })).toBe('lastAligner');
    expect(advanceProblem({ ...plan, currentAligner: 19 }, { ...input, fromAligner: 19 })).toBeNull();
  });

  it('refuses a change day before the current aligner started or after today', () => {
    expect(advanceProblem(plan, { ...input, changedOn: '2026-10-31' })).toBe('changedOnInvalid');
    expect(advanceProblem(plan, { ...input, changedOn: '2026-11-01' })).toBeNull();
    expect(advanceProblem(plan, { ...input, changedOn: '2026-11-16' })).toBeNull();
    expect(advanceProblem(plan, { ...input, changedOn: '2026-11-17' })).toBe('changedOnInvalid');
  });
});

describe('the plan form', () => {
  it('takes the limits at their edges', () => {
    expect(ZWearingPlanFields.safeParse({ ...plan, hoursPerDay: 24, daysPerAligner: 60 }).success).toBe(true);
    expect(ZWearingPlanFields.safeParse({ ...plan, hoursPerDay: 0 }).success).toBe(false);
    expect(ZWearingPlanFields.safeParse({ ...plan, hoursPerDay: 25 }).success).toBe(false);
    expect(ZWearingPlanFields.safeParse({ ...plan, daysPerAligner: 61 }).success).toBe(false);
    expect(ZWearingPlanFields.safeParse({ ...plan, currentAligner: 20 }).success).toBe(true);
    expect(ZWearingPlanFields.safeParse({ ...plan, currentAligner: 21 }).success).toBe(false);
    expect(ZWearingPlanFields.safeParse({ ...plan, currentSince: '2026-02-30' }).success).toBe(false);
  });
});
