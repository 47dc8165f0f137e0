import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PICKUP_WINDOW_MS } from '../../../../domain/orders/order-model';
import { todayText } from '../../../../domain/patients/patient';
import { localIdOf } from '../../../lib/offline/outbox';
import { pickupDayChoices as pickupDays } from '../../../../domain/tools/model-pickup';
import { validDraft } from '../testing/wizard-fixtures';
import type { CaseWizardDraft } from '../../../lines/aligners/wizard/aligner-draft';
import { clockNow } from '../../../components/wizard/wizard-steps';
import { pickupAtOf } from './wizard-validation';
import { allStepErrors, stepErrors } from '../../../lines/aligners/wizard/aligner-validation';

const pad = (value: number) => String(value).padStart(2, '0');
const clock = clockNow(new Date(2025, 5, 10, 14, 30));

/** A mailed model picked up at `at` (the device's time), from address 3. */
function mailedAt(at: Date): CaseWizardDraft {
  const draft = validDraft();
  return {
    ...draft,
    model: {
      ...draft.model,
      kind: 'mailed',
      pickupDay: todayText(at),
      pickupTime: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
      addressId: 3,
    },
  };
}

describe('the wizard steps, checked with their schemas', () => {
  it('passes a complete draft, records still queued on this device included', () => {
    const errors = allStepErrors(
      i18n,
      validDraft({ images: { stageKey: localIdOf('stage-item'), stageName: 'New', stageTime: clock.today } }),
      clock,
    );
    expect(errors).toEqual({ basic: {}, images: {}, model: {}, diagnosis: {}, scheme: {} });
  });

  it('says at each field of the basic info what is missing', () => {
    const draft = validDraft({ patient: null });
    const errors = stepErrors(
      i18n,
      'basic',
      { ...draft, basic: { ...draft.basic, brand: '', series: '', chiefComplaint: ' ', doctorMobile: '123' } },
      clock,
    );
    expect(errors).toEqual({
      patientId: 'Choose or create the patient.',
      brand: 'Choose the brand.',
      series: 'Choose a series of the chosen brand.',
      chiefComplaint: 'This field is required.',
      doctorMobile: 'Enter an 11-digit mobile number starting with 1.',
    });
  });

  it('refuses a series of another brand', () => {
    const draft = validDraft();
    expect(stepErrors(i18n, 'basic', { ...draft, basic: { ...draft.basic, series: 'express' } }, clock)).toEqual({
      series: 'Choose a series of the chosen brand.',
    });
  });

  it('blocks photos older than three months, and a missing stage', () => {
    expect(
      stepErrors(
        i18n,
        'images',
        validDraft({ images: { stageKey: '31', stageName: 'Old', stageTime: '2025-03-09' } }),
        clock,
      ),
    ).toEqual({
      imageStageId: "The patient's photos are older than 3 months. Take new photos or choose a newer stage.",
    });
    expect(
      stepErrors(
        i18n,
        'images',
        validDraft({ images: { stageKey: '31', stageName: 'Old', stageTime: '2025-03-10' } }),
        clock,
      ),
    ).toEqual({});
    expect(
      stepErrors(i18n, 'images', validDraft({ images: { stageKey: null, stageName: '', stageTime: '' } }), clock),
    ).toEqual({
      imageStageId: "Choose the image stage with the patient's photos.",
    });
  });

  it('needs an upper or a lower digital model', () => {
    const draft = validDraft();
    expect(stepErrors(i18n, 'model', { ...draft, model: { ...draft.model, upper: null } }, clock)).toEqual({
      upperModelId: 'Add a digital model (upper or lower) or ask for the model to be collected.',
    });
    expect(
      stepErrors(
        i18n,
        'model',
        { ...draft, model: { ...draft.model, upper: null, lower: { key: '52', fileName: 'l.ply', uploadId: null } } },
        clock,
      ),
    ).toEqual({});
  });
});

describe('the pickup of a mailed model (spec sections 5 and 9)', () => {
  const now = new Date(clock.now);
  const minutes = (count: number) => new Date(clock.now + count * 60_000);

  it('must be later than now', () => {
    expect(stepErrors(i18n, 'model', mailedAt(now), clock)).toEqual({
      pickupAt: "The pickup time must be later than now. Check that the computer's clock is correct.",
    });
    expect(stepErrors(i18n, 'model', mailedAt(minutes(-1)), clock).pickupAt).toMatch(/later than now/);
    expect(stepErrors(i18n, 'model', mailedAt(minutes(1)), clock)).toEqual({});
  });

  it('must be at the latest the day after tomorrow', () => {
    const dayAfter = new Date(2025, 5, 12, 23, 59);
    expect(stepErrors(i18n, 'model', mailedAt(dayAfter), clock)).toEqual({});
    const beyond = new Date(clock.now + PICKUP_WINDOW_MS + 60_000);
    expect(stepErrors(i18n, 'model', mailedAt(beyond), clock)).toEqual({
      pickupAt: 'Choose today, tomorrow or the day after for the pickup.',
    });
  });

  it('needs a day, a time and an address', () => {
    const draft = validDraft();
    const errors = stepErrors(i18n, 'model', { ...draft, model: { ...draft.model, kind: 'mailed' } }, clock);
    expect(errors).toEqual({
      pickupAt: 'This field is required.',
      addressId: 'Choose an address from the address book.',
    });
  });

  it('offers today, tomorrow and the day after, across a month end', () => {
    expect(pickupDays(new Date(2025, 0, 31, 9))).toEqual(['2025-01-31', '2025-02-01', '2025-02-02']);
    expect(pickupAtOf({ pickupDay: '2025-02-01', pickupTime: '09:30' })).toBe(new Date(2025, 1, 1, 9, 30).getTime());
    expect(pickupAtOf({ pickupDay: '2025-02-01', pickupTime: '' })).toBeUndefined();
  });
});
