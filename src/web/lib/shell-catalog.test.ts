import { afterEach, describe, expect, it } from 'vitest';
import { SHELL_MESSAGES_ELEMENT_ID } from '../../domain/shell-messages';
import { activateLocale, i18n } from './i18n';
import { ensureShellCatalog } from './shell-catalog';

function embed(locale: string, text: string): void {
  const data = Object.assign(document.createElement('script'), {
    type: 'application/json',
    id: SHELL_MESSAGES_ELEMENT_ID,
  });
  data.dataset.locale = locale;
  data.textContent = text;
  document.head.append(data);
}

afterEach(() => document.getElementById(SHELL_MESSAGES_ELEMENT_ID)?.remove());

describe('the shell catalog', () => {
  it('takes the messages the server embedded in the page, in the page’s language, without the workspace catalog', async () => {
    await activateLocale('ru');
    embed('ru', JSON.stringify({ 'shell-test-id': ['Только в странице'] }));
    await ensureShellCatalog();
    expect(i18n._('shell-test-id')).toBe('Только в странице');
    // The workspace catalog was not loaded: a message only it has is still missing.
    expect(i18n._('ztsnE-')).toBe('ztsnE-');
  });

  it('loads the whole workspace catalog in a language the page has no messages for', async () => {
    embed('ru', JSON.stringify({ 'shell-test-id': ['Только в странице'] }));
    await activateLocale('zh');
    expect(i18n._('ztsnE-')).not.toBe('ztsnE-');
    expect(i18n._('shell-test-id')).toBe('shell-test-id');
  });
});
