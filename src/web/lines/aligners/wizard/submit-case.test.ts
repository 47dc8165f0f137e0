import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserDatabase } from '../../../lib/offline/db';
import { DraftController } from '../../../lib/offline/drafts';
import { ItemIdTakenError, type RequestItem } from '../../../lib/offline/outbox';
import { acknowledge } from '../../../lib/offline/outbox/testing';
import { SHARED_TAB_SCOPE, type TabScope } from '../../../lib/offline/tab-scope';
import {
  createWizardDatabase,
  disposeWizardDatabase,
  validDraft,
} from '../../../features/cases/testing/wizard-fixtures';
import { caseDraftKey, type CaseWizardDraft } from './aligner-draft';
import { queueCaseSubmit } from './submit-case';

let database: UserDatabase;
beforeEach(() => {
  database = createWizardDatabase();
});
afterEach(() => disposeWizardDatabase(database));

const FORM = caseDraftKey('draft-1');

function tabScope(id: string, open: ReadonlySet<string>): TabScope {
  return { id: () => Promise.resolve(id), openTabs: () => Promise.resolve(open) };
}

/** The wizard of draft-1 open in a tab: its draft as the wizard keeps it. */
async function openWizard(tab: TabScope): Promise<DraftController<CaseWizardDraft>> {
  const controller = new DraftController<CaseWizardDraft>(database, FORM, validDraft(), { tab });
  await controller.restore();
  return controller;
}

/** The wizard's submit: queued with the draft written by the tab's controller in the same transaction. */
async function submit(wizard: DraftController<CaseWizardDraft>): Promise<string> {
  const itemId = await queueCaseSubmit(database, {
    draft: wizard.getState().value,
    clinicId: 11,
    saveDraft: (value) => wizard.save(value),
  });
  wizard.setValue((current) => ({ ...current, submittedItemId: itemId }));
  await wizard.flush();
  return itemId;
}

const queuedNames = async () =>
  ((await database.outbox.toArray()) as RequestItem[]).map(
    (item) => (item.request.body as { caseData: { basic: { chiefComplaint: string } } }).caseData.basic.chiefComplaint,
  );

describe('the same case wizard in two tabs (issue 17, item 2)', () => {
  it("never reuses the other tab's item id: both cases are queued, and a submit leaves the other tab's draft", async () => {
    const open = new Set(['A', 'B']);
    const tabA = await openWizard(tabScope('A', open));
    const tabB = await openWizard(tabScope('B', open));
    tabA.setValue((current) => ({ ...current, basic: { ...current.basic, chiefComplaint: 'Case of tab A' } }));
    await tabA.flush();
    const idA = await submit(tabA);

    // Tab B, on the same wizard, reloads: it restores its own draft, not tab A's submitted one.
    const reloadedB = await openWizard(tabScope('B', open));
    expect(reloadedB.getState().value.submittedItemId).toBeNull();
    tabB.setValue((current) => ({ ...current, basic: { ...current.basic, chiefComplaint: 'Case of tab B' } }));
    await tabB.flush();
    const idB = await submit(tabB);

    expect(idB).not.toBe(idA);
    expect(await queuedNames()).toEqual(['Case of tab A', 'Case of tab B']);

    // Tab A's case is acknowledged and its wizard clears its draft: tab B's draft stays.
    const [itemA] = await database.outbox.toArray();
    await acknowledge(database, itemA!, { orderId: 42 });
    await tabA.clear();
    const rows = await database.drafts.where('form').equals(FORM).toArray();
    expect(rows.map((row) => (row.value as CaseWizardDraft).submittedItemId)).toEqual([idB]);
  });

  it('a tab closed after its submit leaves its draft to the next tab, which keeps that id and queues nothing twice', async () => {
    const closedTab = await openWizard(tabScope('X', new Set(['X'])));
    const idX = await submit(closedTab);
    const next = await openWizard(tabScope('Y', new Set(['Y'])));
    expect(next.getState().value.submittedItemId).toBe(idX);
    expect(await submit(next)).toBe(idX);
    expect(await database.outbox.count()).toBe(1);
  });

  it('a draft whose id went out with another case is refused with an error, not reported as sent', async () => {
    // Where tabs cannot be told apart they share the row: B restored A's submitted draft and typed another case.
    const tabA = await openWizard(SHARED_TAB_SCOPE);
    await submit(tabA);
    const [itemA] = await database.outbox.toArray();
    await acknowledge(database, itemA!, { orderId: 42 });
    const tabB = await openWizard(SHARED_TAB_SCOPE);
    tabB.setValue((current) => ({ ...current, basic: { ...current.basic, chiefComplaint: 'Another case' } }));
    await tabB.flush();
    const before = await database.drafts.get(FORM);

    await expect(submit(tabB)).rejects.toBeInstanceOf(ItemIdTakenError);
    expect(await database.outbox.count()).toBe(0);
    expect(await database.drafts.get(FORM)).toEqual(before);
  });
});
