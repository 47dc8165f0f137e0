import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, LOCALE_STORAGE_KEY } from '../lib/i18n';
import { renderWithProviders } from '../testing/render';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  it('is named "Language" and lists English, 中文 and Русский', () => {
    renderWithProviders(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(Array.from(select.options, (option) => option.textContent)).toEqual(['English', '中文', 'Русский']);
    expect(select.value).toBe('en');
  });

  it('switches the language, remembers it and sets <html lang>', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitcher />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru');
    await waitFor(() => expect(i18n.locale).toBe('ru'));
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('ru');
  });
});
