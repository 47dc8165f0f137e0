import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { reminderText, type ReminderSource } from './reminder-text';

const inEnglish = (message: Parameters<typeof translate>[1], values?: Record<string, unknown>) =>
  translate('en', message, values);
const text = (source: Partial<ReminderSource>) =>
  reminderText({ kind: 'case-status', detail: null, patientName: 'Li Na', ...source }, inEnglish);

describe('reminder texts', () => {
  it('names the new status, in its treatment wording, with the reason when the move had one', () => {
    expect(text({ detail: JSON.stringify({ fromStatus: 25, toStatus: 26, reason: null }) })).toBe(
      'Li Na: the case is now “treatment completed”',
    );
    expect(text({ detail: JSON.stringify({ fromStatus: 22, toStatus: 27, reason: 'Material shortage' }) })).toBe(
      'Li Na: the case is now “production terminated”. Reason: Material shortage',
    );
  });

  it('says the factory commented', () => {
    expect(text({ kind: 'case-comment', detail: '{"commentId":3}' })).toBe('Li Na: the factory left a comment');
  });

  it('says a price difference waits, with the reason and without the amount (hidden-price staff read it too)', () => {
    expect(text({ kind: 'price-difference', detail: JSON.stringify({ reason: 'Titanium base' }) })).toBe(
      'Li Na: a price difference waits to be paid (payment orders). Reason: Titanium base',
    );
  });

  it('falls back to a plain line for what it cannot read', () => {
    expect(text({ kind: 'order-status' })).toBe('You have a new reminder.');
    expect(text({ detail: 'not json' })).toBe('You have a new reminder.');
    expect(text({ detail: JSON.stringify({ toStatus: 999 }) })).toBe('Li Na: the case is now “999”');
  });
});
