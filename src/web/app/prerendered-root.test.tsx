import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../lib/session/session-keys';
import { holdsPrerenderedPage, noteEditsBeforeHydration } from './prerendered-root';

/** A controlled form, as the sign-in form is: React's state is what a submit reads. */
function Form() {
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [isAgreed, setIsAgreed] = useState(false);
  const [language, setLanguage] = useState('en');
  const [renders, setRenders] = useState(0);
  return (
    <form>
      <input aria-label="phone" value={phone} onChange={(event) => setPhone(event.target.value)} />
      <textarea aria-label="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input
        type="checkbox"
        aria-label="agree"
        checked={isAgreed}
        onChange={(event) => setIsAgreed(event.target.checked)}
      />
      <select aria-label="language" value={language} onChange={(event) => setLanguage(event.target.value)}>
        <option value="en">English</option>
        <option value="zh">中文</option>
      </select>
      <output>{`${phone}|${note}|${isAgreed}|${language}`}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render again
      </button>
    </form>
  );
}

describe('a prerendered page typed into before its scripts ran', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  /** The page's HTML, edited the way a user does while the scripts download, then hydrated. */
  async function hydrateAfterEdits(replay: boolean) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const field = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
    field<HTMLInputElement>('input[aria-label=phone]').value = '13800000001';
    field<HTMLTextAreaElement>('textarea').value = 'upper arch';
    field<HTMLInputElement>('input[type=checkbox]').checked = true;
    field<HTMLSelectElement>('select').value = 'zh';
    const handOver = noteEditsBeforeHydration(container);
    await act(async () => {
      root = hydrateRoot(container, <Form />);
    });
    if (replay) await act(async () => handOver());
    await act(async () => field<HTMLButtonElement>('button').click());
    return { state: field('output').textContent, phone: field<HTMLInputElement>('input[aria-label=phone]').value };
  }

  it('hands the typed text and the ticked box to React, and the next render keeps them', async () => {
    expect(await hydrateAfterEdits(true)).toEqual({ state: '13800000001|upper arch|true|zh', phone: '13800000001' });
  });

  it('(without it, React knows nothing of them and its next render wipes the field)', async () => {
    expect(await hydrateAfterEdits(false)).toEqual({ state: '||false|en', phone: '' });
  });

  it('leaves untouched fields alone', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    const handOver = noteEditsBeforeHydration(container);
    await act(async () => {
      root = hydrateRoot(container, <Form />);
    });
    await act(async () => handOver());
    expect(container.querySelector('output')?.textContent).toBe('||false|en');
  });

  it('keeps a pick made while the page hydrates, even when the select shows the rendered option again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const handOver = noteEditsBeforeHydration(container);
    const select = container.querySelector('select')!;
    select.value = 'zh';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    select.value = 'en';
    await act(async () => {
      root = hydrateRoot(container, <Form />);
    });
    await act(async () => handOver());
    expect(container.querySelector('output')?.textContent).toBe('||false|zh');
  });
});

describe('holdsPrerenderedPage', () => {
  const rootOf = (mark?: string) => {
    const container = document.createElement('div');
    if (mark) container.dataset.prerendered = mark;
    return container;
  };
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is true only for this address and language, without a query or a local session', () => {
    window.history.replaceState(null, '', '/login');
    expect(holdsPrerenderedPage(rootOf('/login en'), 'en')).toBe(true);
    expect(holdsPrerenderedPage(rootOf('/login en'), 'zh')).toBe(false);
    expect(holdsPrerenderedPage(rootOf(), 'en')).toBe(false);
    window.history.replaceState(null, '', '/register');
    expect(holdsPrerenderedPage(rootOf('/login en'), 'en')).toBe(false);
    window.history.replaceState(null, '', '/login?type=2');
    expect(holdsPrerenderedPage(rootOf('/login en'), 'en')).toBe(false);
    window.history.replaceState(null, '', '/login');
    window.localStorage.setItem(SESSION_KEYS.currentUserId, '7');
    expect(holdsPrerenderedPage(rootOf('/login en'), 'en')).toBe(false);
  });
});
