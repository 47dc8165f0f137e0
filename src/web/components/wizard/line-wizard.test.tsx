import Dexie from 'dexie';
import { msg } from '@lingui/core/macro';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lineSubmitSchema } from '../../../domain/lines/line-submit-schema';
import type { LineWizard as LineWizardSteps } from '../../../domain/lines/line-definition';
import { LINE_ORDER_PATHS } from '../../../domain/orders/line-orders';
import { collectIssuesByPath } from '../../lib/forms/field-errors';
import { UserDatabase } from '../../lib/offline/db';
import type { RequestItem } from '../../lib/offline/outbox';
import { acknowledge } from '../../lib/offline/outbox/testing';
import { lineSubmit } from '../../lib/orders/queue-line-submit';
import { renderOnDevice } from '../../testing/render-on-device';
import { buildSession } from '../../testing/session-generators';
import { PreviewChecks } from './preview-checks';
import type { WizardDefinition, WizardScreenProps } from './wizard-definition';
import { LineWizardPage } from './wizard-page';

/**
 * The generic wizard driven only by a line's step definitions: a throwaway line (type 99, one data step and a
 * preview) that no screen of the portal knows, run through the draft on the device, the forward check, the submit
 * through the outbox to the core's line submit, and the acknowledgement opening its order.
 */

const THROWAWAY = { code: 99, detailRoute: '/throwawayOrderDetail' };
const STEPS: LineWizardSteps = {
  steps: [{ id: 'teeth', schema: z.object({ teeth: z.array(z.number().int().min(11).max(48)).min(1) }) }],
};

type ThrowawayDraft = {
  id: string;
  orderId: number | null;
  step: 'teeth' | 'preview';
  reached: number;
  submittedItemId: string | null;
  patient: { key: string; name: string };
  teeth: string;
};

const teethOf = (draft: ThrowawayDraft) => draft.teeth.split(/\s+/).filter(Boolean).map(Number);
const dataOf = (draft: ThrowawayDraft) => lineSubmitSchema(STEPS).parse({ teeth: { teeth: teethOf(draft) } });

function TeethScreen({ draft, update, errors }: WizardScreenProps<ThrowawayDraft>) {
  return (
    <label>
      Teeth
      <input
        value={draft.teeth}
        onChange={(event) => update((current) => ({ ...current, teeth: event.target.value }))}
      />
      {errors.teeth ? <span>Choose at least one tooth.</span> : null}
    </label>
  );
}

function PreviewScreen({ steps, problems, warnings, goTo }: WizardScreenProps<ThrowawayDraft>) {
  return <PreviewChecks steps={steps} problems={problems} warnings={warnings} goTo={goTo} />;
}

const THROWAWAY_WIZARD: WizardDefinition<ThrowawayDraft> = {
  steps: [
    {
      id: 'teeth',
      label: msg`Teeth`,
      Screen: TeethScreen,
      check: (i18n, draft) =>
        collectIssuesByPath(i18n, [STEPS.steps[0]!.schema.safeParse({ teeth: teethOf(draft) })], []),
    },
    { id: 'preview', label: msg`Preview`, Screen: PreviewScreen },
  ],
  draftKey: (id) => `throwaway-wizard:${id}`,
  title: () => 'New throwaway order',
  useWarnings: () => [],
  submit: lineSubmit(
    THROWAWAY,
    (draft) => ({ patient: draft.patient, doctorName: 'Dr. Ada Lin', data: dataOf(draft) }),
    (draft) => `/confirmOrder?type=99&draft=${draft.id}`,
  ),
  orderIdOf: (answer) => (answer as { orderId: number }).orderId,
  orderPath: (orderId) => `${THROWAWAY.detailRoute}/${orderId}`,
  draftsPath: '/caseDrafts',
  receivedMessage: msg`Case submitted: the manufacturer has received it.`,
};

const newDraft = (id: string): ThrowawayDraft => ({
  id,
  orderId: null,
  step: 'teeth',
  reached: 0,
  submittedItemId: null,
  patient: { key: '17', name: 'Mei Zhang' },
  teeth: '',
});

let database: UserDatabase;

beforeEach(() => {
  database = new UserDatabase(`line-wizard-test-${Math.random().toString(36).slice(2)}`);
});

afterEach(async () => {
  cleanup();
  database.close({ disableAutoOpen: true });
  await Dexie.delete(database.name);
});

function renderThrowaway(path: string) {
  return renderOnDevice(
    database,
    <Switch>
      <Route path="/confirmOrder">
        <LineWizardPage
          definition={THROWAWAY_WIZARD}
          newDraft={newDraft}
          newDraftPath={(id) => `/confirmOrder?type=99&draft=${id}`}
        />
      </Route>
      <Route path="/throwawayOrderDetail/:orderId">
        <p>Throwaway order</p>
      </Route>
    </Switch>,
    { path, session: buildSession() },
  );
}

const storedDraft = async (id: string) =>
  (await database.drafts.get(THROWAWAY_WIZARD.draftKey(id)))?.value as ThrowawayDraft | undefined;

describe('the generic wizard, driven by a throwaway line’s step definitions', () => {
  it('keeps the draft on the device under a draft id it puts in the address, and restores it after a reload', async () => {
    const user = userEvent.setup();
    const view = renderThrowaway('/confirmOrder?type=99');
    await waitFor(() => expect(view.location.history.at(-1)).toMatch(/^\/confirmOrder\?type=99&draft=[0-9a-f-]{36}$/));
    const path = view.location.history.at(-1) as string;
    const draftId = new URLSearchParams(path.split('?')[1]).get('draft') as string;

    const teeth = await screen.findByRole('textbox', { name: /Teeth/ });
    await waitFor(() => expect(teeth.closest('fieldset')?.disabled).toBe(false));
    await user.type(teeth, '11 21');
    await waitFor(async () => expect((await storedDraft(draftId))?.teeth).toBe('11 21'));

    view.unmount();
    renderThrowaway(path);
    const restored = await screen.findByRole('textbox', { name: /Teeth/ });
    await waitFor(() => expect(restored).toHaveProperty('value', '11 21'));
  });

  it('holds the step until its check passes, then submits once to the core’s line submit and opens the order', async () => {
    const user = userEvent.setup();
    const view = renderThrowaway('/confirmOrder?type=99&draft=draft-1');
    const next = await screen.findByTestId('case-next');
    await waitFor(() => expect(next.closest('fieldset')).toBeNull());
    await user.click(next);
    expect(await screen.findByText('Choose at least one tooth.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Teeth' })).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /Teeth/ }), '11 21');
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeTruthy();
    expect(screen.queryByTestId('case-preview-problems')).toBeNull();

    const submit = screen.getByTestId('case-submit');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    await screen.findByTestId('case-submit-waiting');

    const items = (await database.outbox.toArray()) as RequestItem[];
    expect(items).toHaveLength(1);
    const item = items[0] as RequestItem;
    expect(item.patientKey).toBe('17');
    expect(item.request).toEqual({
      service: 'order',
      method: 'POST',
      path: LINE_ORDER_PATHS.submit,
      body: {
        type: 99,
        clientId: item.id,
        patientId: 17,
        doctorName: 'Dr. Ada Lin',
        data: { teeth: { teeth: [11, 21] } },
      },
    });
    const submitted = (await storedDraft('draft-1')) as ThrowawayDraft;
    expect(submitted.submittedItemId).toBe(item.id);
    // The same draft submitted again (a second tab's click, a reload) adds nothing.
    const again = await THROWAWAY_WIZARD.submit(database, {
      draft: submitted,
      clinicId: 11,
      saveDraft: async () => {},
    });
    expect(again).toBe(item.id);
    expect(await database.outbox.count()).toBe(1);

    await acknowledge(database, item, { orderId: 501 });
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/throwawayOrderDetail/501'));
    await waitFor(async () => expect(await storedDraft('draft-1')).toBeUndefined());
  });
});
