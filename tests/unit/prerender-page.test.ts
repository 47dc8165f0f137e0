import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/domain/locale';
import { prerenderPage } from '../../src/web/prerender/prerender-page';

// The build's HTML of /login (web/prerender), rendered in Node as `npm run build` does.
describe('the prerendered /login', () => {
  it.each(LOCALES)(
    'renders whole in %s, with the sign-in button disabled until the scripts take over',
    async (locale) => {
      const html = await prerenderPage('/login', locale);
      // `<!--$!-->` marks a part the server could not render (the browser would draw it afresh).
      expect(html).not.toContain('<!--$!-->');
      expect(html).toMatch(/<form[^>]*aria-label=/);
      expect(html).toMatch(/<button type="submit" disabled=""/);
      expect(html).toContain('name="account" value=""');
    },
  );

  it('speaks the language it was rendered in', async () => {
    expect(await prerenderPage('/login', 'zh')).toContain('>登录</h2>');
    expect(await prerenderPage('/login', 'ru')).toContain('>Войти</h2>');
    expect(await prerenderPage('/login', 'en')).toContain('>Sign in</h2>');
  });
});
