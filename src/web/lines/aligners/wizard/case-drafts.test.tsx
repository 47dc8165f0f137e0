import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserDatabase } from '../../../lib/offline/db';
import { caseDraftKey } from './aligner-draft';
import {
  createWizardDatabase,
  disposeWizardDatabase,
  renderWizard,
  saveDraft,
  answerRecordReads,
  validDraft,
} from '../../../features/cases/testing/wizard-fixtures';

let database: UserDatabase;

beforeEach(() => {
  database = createWizardDatabase();
  answerRecordReads();
});

afterEach(async () => {
  await disposeWizardDatabase(database);
});

const SENT_ITEM = '33333333-3333-4333-8333-333333333333';
const WAITING_ITEM = '44444444-4444-4444-8444-444444444444';

async function seedDrafts() {
  const now = Date.now();
  await saveDraft(
    database,
    {
      ...validDraft({ id: 'older', step: 'images', reached: 1 }),
      patient: { key: '17', name: 'Mei Zhang', phone: '1' },
    },
    now - 60_000,
  );
  await saveDraft(
    database,
    { ...validDraft({ id: 'newer', step: 'model', reached: 2 }), patient: { key: '18', name: 'Li Wei', phone: '2' } },
    now,
  );
  await saveDraft(
    database,
    {
      ...validDraft({ id: 'sent', submittedItemId: SENT_ITEM }),
      patient: { key: '19', name: 'Sent Patient', phone: '3' },
    },
    now,
  );
  await database.outboxDone.put({
    id: SENT_ITEM,
    seq: 1,
    group: 'patient:19',
    label: { action: 'Submit aligner case', subject: 'Sent Patient' },
    entity: 'case',
    entityKey: `local:${SENT_ITEM}`,
    data: { orderId: 90 },
    completedAt: now,
  });
  await saveDraft(
    database,
    {
      ...validDraft({ id: 'queued', submittedItemId: WAITING_ITEM }),
      patient: { key: '20', name: 'Queued Patient', phone: '4' },
    },
    now - 120_000,
  );
  await database.outbox.add({
    id: WAITING_ITEM,
    kind: 'request',
    group: 'patient:20',
    label: { action: 'Submit aligner case', subject: 'Queued Patient' },
    entity: 'case',
    entityKey: `local:${WAITING_ITEM}`,
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: now,
    request: { service: 'order', method: 'POST', path: '/v1/case/submit', body: {} },
  });
}

describe('/caseDrafts, the temporary storage box', () => {
  it('lists the drafts not yet received by the server, newest change first, with the step reached', async () => {
    await seedDrafts();
    renderWizard(database, '/caseDrafts');
    await screen.findByText('Li Wei');
    const rows = screen.getAllByTestId('case-draft');
    expect(rows.map((row) => within(row).getByTestId('case-draft-patient').textContent)).toEqual([
      'Li Wei',
      'Mei Zhang',
      'Queued Patient',
    ]);
    expect(within(rows[0] as HTMLElement).getByTestId('case-draft-step').textContent).toBe('Step reached: Model');
    expect(within(rows[2] as HTMLElement).getByText('Submitted, waiting to sync')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByTestId('case-draft-delete')).toHaveProperty('disabled', true);
    expect(
      within(rows[0] as HTMLElement)
        .getByTestId('case-draft-open')
        .getAttribute('href'),
    ).toBe('/confirmOrder?type=1&draft=newer');
    // The acknowledged one has done its work: it is gone from the device too.
    await waitFor(async () => expect(await database.drafts.get(caseDraftKey('sent'))).toBeUndefined());
  });

  it('deletes a draft only after the user confirms', async () => {
    const user = userEvent.setup();
    await seedDrafts();
    renderWizard(database, '/caseDrafts');
    const row = (await screen.findByText('Mei Zhang')).closest('li') as HTMLElement;
    await user.click(within(row).getByTestId('case-draft-delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await database.drafts.get(caseDraftKey('older'))).toBeDefined();

    await user.click(within(row).getByTestId('case-draft-delete'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Mei Zhang')).toBeNull());
    expect(await database.drafts.get(caseDraftKey('older'))).toBeUndefined();
    expect(screen.getByText('Li Wei')).toBeTruthy();
  });

  it('says when there is nothing in it', async () => {
    renderWizard(database, '/caseDrafts');
    expect(await screen.findByTestId('case-drafts-empty')).toBeTruthy();
  });
});
