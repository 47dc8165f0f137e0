import Dexie from 'dexie';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserDatabase } from './db';
import { useDraft } from './use-draft';
import { UserDatabaseTestProvider } from './user-database-context';

let database: UserDatabase;
let counter = 0;

beforeEach(() => {
  counter += 1;
  database = new UserDatabase(`use-draft-${counter}`);
});

afterEach(async () => {
  database.close();
  await Dexie.delete(database.name);
});

function NoteForm({ draftKey }: { draftKey: string }) {
  const draft = useDraft(draftKey, { note: '' });
  return (
    <div>
      <label>
        Note
        <input
          value={draft.value.note}
          disabled={draft.status === 'restoring'}
          onChange={(event) => draft.setValue({ note: event.target.value })}
        />
      </label>
      <p data-testid="status">{draft.status}</p>
    </div>
  );
}

function renderForm(draftKey = 'note') {
  return render(
    <UserDatabaseTestProvider value={database}>
      <NoteForm draftKey={draftKey} />
    </UserDatabaseTestProvider>,
  );
}

const status = () => screen.getByTestId('status').textContent;
const input = () => screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement;

describe('useDraft', () => {
  it('restores the draft after the form is unmounted and mounted again', async () => {
    const first = renderForm();
    await waitFor(() => expect(status()).toBe('idle'));
    fireEvent.change(input(), { target: { value: 'Upper left 6 sensitive' } });
    expect(status()).toBe('saving');
    await waitFor(() => expect(status()).toBe('saved'), { timeout: 2000 });
    first.unmount();

    renderForm();
    expect(status()).toBe('restoring');
    await waitFor(() => expect(input().value).toBe('Upper left 6 sensitive'));
    expect(status()).toBe('saved');
  });

  it('writes what waits when the form goes away before the debounce', async () => {
    const first = renderForm();
    await waitFor(() => expect(status()).toBe('idle'));
    fireEvent.change(input(), { target: { value: 'typed and left at once' } });
    first.unmount();
    await waitFor(async () =>
      expect((await database.drafts.get('note'))?.value).toEqual({ note: 'typed and left at once' }),
    );
  });

  it('writes at once when the page is hidden (pagehide, visibilitychange)', async () => {
    renderForm();
    await waitFor(() => expect(status()).toBe('idle'));
    fireEvent.change(input(), { target: { value: 'before pagehide' } });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    // Well before the 500 ms debounce.
    await waitFor(() => expect(status()).toBe('saved'), { timeout: 200 });
    expect((await database.drafts.get('note'))?.value).toEqual({ note: 'before pagehide' });
  });

  it('starts a new draft when the key changes', async () => {
    const view = renderForm('note:1');
    await waitFor(() => expect(status()).toBe('idle'));
    fireEvent.change(input(), { target: { value: 'first record' } });
    await waitFor(() => expect(status()).toBe('saved'), { timeout: 2000 });
    view.rerender(
      <UserDatabaseTestProvider value={database}>
        <NoteForm draftKey="note:2" />
      </UserDatabaseTestProvider>,
    );
    await waitFor(() => expect(status()).toBe('idle'));
    expect(input().value).toBe('');
  });
});
