import { describe, expect, it } from 'vitest';
import { orderStatusLabel } from '../../domain/order-status';
import { activateLocale, ensureCatalog, i18n } from './i18n';

describe('catalogs loaded while a locale is being activated', () => {
  it('arrive in the locale being activated, not the default one', async () => {
    // At start the stored locale is activated while the first page already asks for its catalog.
    await Promise.all([activateLocale('ru'), ensureCatalog('workspace')]);
    expect(i18n.locale).toBe('ru');
    const label = orderStatusLabel(21);
    expect(i18n._(label)).not.toBe(label.message);
    expect(i18n._(label)).toMatch(/[а-яё]/i);
  });
});
