import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LINE_ORDER_PATHS } from '../../../domain/orders/line-orders';
import type { UserDatabase } from '../../lib/offline/db';
import type { RequestItem } from '../../lib/offline/outbox';
import { renderOnDevice } from '../../testing/render-on-device';
import { buildSession } from '../../testing/session-generators';
import { http, HttpResponse } from 'msw';
import { bridge, crown, dentureData, pontic } from '../../../domain/lines/dentures/test-kit';
import { ZDentureData } from '../../../domain/lines/dentures/wizard';
import { DENTURE_PATHS } from '../../../domain/lines/dentures/requests';
import { server } from '../../testing/msw-server';
import { apiUrl } from '../../testing/session-generators';
import {
  answerRecordReads,
  buildPatient,
  createWizardDatabase,
  disposeWizardDatabase,
} from '../../features/cases/testing/wizard-fixtures';
import { DentureWizardPage } from './denture-wizard';
import { dentureDraftKey, emptyDentureDraft, type DentureWizardDraft } from './wizard-draft';

let database: UserDatabase;

beforeEach(() => {
  database = createWizardDatabase();
  answerRecordReads();
});

afterEach(async () => {
  await disposeWizardDatabase(database);
});

/** A draft whose basic info and model are filled (patient 17, upper scan 51), opened at the teeth step. */
function startedDraft(): DentureWizardDraft {
  return {
    ...emptyDentureDraft('d1', { doctorName: 'Dr. Ada Lin', doctorMobile: '13800000000' }),
    step: 'teeth',
    reached: 1,
    patient: { key: '17', name: 'Mei Zhang', phone: '13912345678' },
    model: {
      kind: 'digital',
      upper: { key: '51', fileName: 'upper.stl', uploadId: null },
      lower: null,
      pickupDay: '',
      pickupTime: '',
      addressId: null,
      note: '',
    },
  };
}

function renderDentureWizard(path: string) {
  return renderOnDevice(
    database,
    <Switch>
      <Route path="/confirmOrder">
        <DentureWizardPage />
      </Route>
    </Switch>,
    { path, session: buildSession() },
  );
}

describe('/confirmOrder?type=2, the fixed-denture wizard', () => {
  it('charts a bridge in Palmer notation, takes shades and design, prints both notations and submits FDI once', async () => {
    const user = userEvent.setup();
    await database.drafts.put({ key: dentureDraftKey('d1'), value: startedDraft(), updatedAt: Date.now() });
    renderDentureWizard('/confirmOrder?type=2&draft=d1');

    // The teeth: Palmer notation, 12 and 11 tapped and added as one bridge (ordered along the arch).
    const palmer = await screen.findByRole('radio', { name: 'Palmer' });
    await waitFor(() => expect(palmer.closest('fieldset[disabled]')).toBeNull());
    await user.click(palmer);
    await user.click(screen.getByRole('button', { name: 'Tooth 1┘' }));
    await user.click(screen.getByRole('button', { name: 'Tooth 2┘' }));
    await user.click(screen.getByTestId('add-bridge'));
    expect(screen.getByRole('heading', { name: 'Bridge 2┘ – 1┘' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tooth 1┘: in a bridge' })).toHaveProperty('disabled', true);

    // The lab is asked for a custom impression tray first.
    await user.click(screen.getByRole('checkbox', { name: 'Custom impression tray' }));

    // Leaving with the abutment edges missing says so at the units.
    await user.click(screen.getByTestId('case-next'));
    expect(await screen.findAllByText('Choose the abutment edge.')).toHaveLength(2);
    for (const select of screen.getAllByRole('combobox', { name: /^Abutment edge/ })) {
      await user.selectOptions(select, 'gumLine');
    }
    await user.click(screen.getByTestId('case-next'));

    // The shades: a line per tooth with the default, at most three shades.
    const first = await screen.findByTestId('shades-12');
    await user.click(within(first).getByRole('button', { name: 'Add a shade' }));
    await user.click(within(first).getByRole('button', { name: 'Add a shade' }));
    expect(within(first).getByRole('button', { name: 'Add a shade' })).toHaveProperty('disabled', true);
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Shade 3' }), 'A3');
    await user.click(screen.getByTestId('case-next'));

    // The design preferences: the four required choices.
    for (const group of ['Occlusion', 'Proximal contact', 'Edentulous area', 'Black triangle']) {
      const fieldset = await screen.findByRole('radiogroup', { name: new RegExp(`^${group}`) });
      await user.click(within(fieldset).getAllByRole('radio')[0] as HTMLElement);
    }
    await user.click(screen.getByTestId('case-next'));
    await screen.findByRole('heading', { name: 'Model' });
    await user.click(screen.getByTestId('case-next'));

    // The preview: the lab slip writes each tooth in FDI and in Palmer.
    const slip = await screen.findByTestId('denture-lab-slip');
    expect(within(slip).getByText('12 (2┘)')).toBeTruthy();
    expect(within(slip).getByText('11 (1┘)')).toBeTruthy();
    expect(within(slip).getByText('A2 / A2 / A3')).toBeTruthy();
    expect(within(slip).getByText('Custom impression tray first')).toBeTruthy();

    const submit = screen.getByTestId('case-submit');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    await screen.findByTestId('case-submit-waiting');
    const items = (await database.outbox.toArray()) as RequestItem[];
    expect(items).toHaveLength(1);
    const item = items[0] as RequestItem;
    expect(item.request).toMatchObject({ service: 'order', method: 'POST', path: LINE_ORDER_PATHS.submit });
    type Units = { units: { tooth: number }[] }[];
    const body = item.request.body as {
      data: { teeth: { restorations: Units }; shades: { teeth: { tooth: number }[] }; model: unknown };
    };
    expect(body).toMatchObject({ type: 2, clientId: item.id, patientId: 17, doctorName: 'Dr. Ada Lin' });
    expect(body.data.teeth).toMatchObject({ notation: 'palmer', dentureType: 'crownBridge', customTray: true });
    expect(body.data.teeth.restorations).toHaveLength(1);
    expect(body.data.teeth.restorations[0]?.units.map((unit) => unit.tooth)).toEqual([12, 11]);
    expect(body.data.shades.teeth.map((entry) => entry.tooth)).toEqual([12, 11]);
    expect(body.data.model).toEqual({ kind: 'digital', upperModelId: 51, lowerModelId: null });
  });

  it('opens an order sent back on its data and resubmits it to the core’s resubmit, with the status it saw (isEdit)', async () => {
    const user = userEvent.setup();
    const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'Success', data });
    const data = ZDentureData.parse(
      dentureData({
        basic: { patientId: 17, doctorName: 'Dr. Ada Lin', doctorMobile: '13800000000' },
        teeth: { dentureType: 'crownBridge', restorations: [bridge(crown(13), pontic(12), crown(11))] },
        shades: { teeth: [13, 12, 11].map((tooth) => ({ tooth, shades: [{ guide: 'vitaClassical', shade: 'A2' }] })) },
        model: { kind: 'digital', upperModelId: 51 },
      }),
    );
    server.use(
      http.get(apiUrl('order', '/v1/line/order/:orderId'), () =>
        ok({ orderId: 77, productLine: 2, status: 5, stageNo: 1, events: [], nextStatuses: [2, 29, 3] }),
      ),
      http.get(apiUrl('order', DENTURE_PATHS.order), () =>
        ok({
          orderId: 77,
          dentureType: 'crownBridge',
          data,
          costs: {},
          abutmentSelectionId: null,
          reworks: [],
          files: {
            upper: { key: 'm/u.stl', name: 'upper.stl', url: 'https://files.test/u.stl' },
            lower: null,
            shadePhoto: null,
          },
        }),
      ),
      http.get(apiUrl('emr', '/v1/patient/detail/:id'), () => ok(buildPatient({ id: 17, name: 'Mei Zhang' }))),
    );
    renderDentureWizard('/confirmOrder?type=2&orderId=77');
    expect(await screen.findByText('Edit and resubmit fixed denture order 77')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /Preview and submit/ }));
    const submit = await screen.findByTestId('case-submit');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    await screen.findByTestId('case-submit-waiting');
    const item = ((await database.outbox.toArray()) as RequestItem[])[0] as RequestItem;
    expect(item.request.path).toBe(LINE_ORDER_PATHS.resubmit);
    expect(item.request.body).toMatchObject({ orderId: 77, expectedStatus: 5, doctorName: 'Dr. Ada Lin' });
    const body = item.request.body as { data: { teeth: { restorations: unknown[] } } };
    expect(body.data.teeth.restorations).toHaveLength(1);
  });
});
