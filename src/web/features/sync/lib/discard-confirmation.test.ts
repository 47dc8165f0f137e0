import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { translate } from '../../../lib/translatable';
import { dependentItem, NOW, requestItem, uploadItem, uploadRow } from '../testing/sync-fixtures';
import { discardConfirmation } from './discard-confirmation';
import { formatRelativeTime } from './relative-time';

describe('the question before discarding', () => {
  it('names up to three dependent changes and counts the rest', () => {
    const item = requestItem('patient');
    const dependents = ['a', 'b', 'c', 'd', 'e'].map((id) => dependentItem(id, 'patient'));
    const question = discardConfirmation(i18n, { item, dependents });
    expect(question.body).toBe(
      'This change will be deleted from this device and never reach the server. 5 later changes depend on it and ' +
        'will then need your attention: "Add photo: a.jpg", "Add photo: b.jpg", "Add photo: c.jpg" and 2 more. ' +
        'This cannot be undone.',
    );
    expect(question.tone).toBe('danger');
    expect(translate(i18n, question.confirmLabel ?? '')).toBe('Discard the change');
  });

  it('for a file: its name and size, and the button says the file is deleted', () => {
    const question = discardConfirmation(i18n, {
      item: uploadItem('photo', { label: { action: 'Upload photo', subject: 'front.jpg' } }),
      upload: uploadRow('photo', { fileName: 'front.jpg', size: 3_500_000 }),
      dependents: [],
    });
    expect(question.title).toBe('Discard "Upload photo: front.jpg"?');
    expect(question.body).toBe(
      'The file "front.jpg" (3.3 MB) will be deleted from this device and never uploaded. This cannot be undone.',
    );
    expect(translate(i18n, question.confirmLabel ?? '')).toBe('Delete the file');
  });
});

describe('relative times', () => {
  it("speak the user's language", () => {
    expect(formatRelativeTime(NOW - 3 * 60_000, NOW, 'en')).toBe('3 minutes ago');
    expect(formatRelativeTime(NOW + 2 * 60_000, NOW, 'en')).toBe('in 2 minutes');
    expect(formatRelativeTime(NOW - 3 * 60_000, NOW, 'ru')).toBe('3 минуты назад');
    expect(formatRelativeTime(NOW - 3 * 60_000, NOW, 'zh')).toBe('3 分钟前');
    // The global locale stays English for every other dayjs user.
    expect(formatRelativeTime(NOW - 3 * 60_000, NOW, 'en')).toBe('3 minutes ago');
  });
});
