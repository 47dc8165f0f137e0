import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DENTURE_PATHS, type TDentureSettings } from '../../../../domain/lines/dentures/requests';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession, envelope } from '../../../testing/session-generators';
import { DentureSettingsPage } from './denture-settings-page';

const STORED: TDentureSettings = {
  grindUnitPrice: 80,
  porcelainUnitPrice: 300,
  subsDeposit: 500,
  longBridgeThreshold: 6,
  longBridgeUnitPrice: 200,
};

/** The settings call behind msw: what it holds and each change sent. */
function settingsServer() {
  const state = { stored: STORED, saves: [] as unknown[] };
  server.use(
    http.get(apiUrl('order', DENTURE_PATHS.settings), () => HttpResponse.json(envelope(state.stored))),
    http.post(apiUrl('order', DENTURE_PATHS.settings), async ({ request }) => {
      const body = (await request.json()) as TDentureSettings;
      state.saves.push(body);
      state.stored = body;
      return HttpResponse.json(envelope(body));
    }),
  );
  return state;
}

const render = (factoryRole: 'admin' | 'finance') =>
  renderSignedIn(<DentureSettingsPage />, {
    path: '/userFactory/settings',
    session: buildSession({ isFactory: true, factoryRole, clinicId: null, clinicList: [] }),
  });

describe('/userFactory/settings, the fixed-denture prices', () => {
  it('lets a factory admin change them, checking each field first', async () => {
    const user = userEvent.setup();
    const state = settingsServer();
    render('admin');
    const threshold = await screen.findByLabelText(/Long bridge from/);
    expect((threshold as HTMLInputElement).value).toBe('6');
    const form = screen.getByRole('form', { name: 'Fixed denture prices' });

    await user.clear(threshold);
    await user.type(threshold, '1');
    const deposit = within(form).getByLabelText(/Substitute implant analog deposit/);
    await user.clear(deposit);
    await user.type(deposit, '12.345');
    await user.click(within(form).getByRole('button', { name: 'Save the prices' }));
    expect(within(form).getByText('Enter a whole number of units from 2 to 16.')).toBeTruthy();
    expect(within(form).getByText('Enter an amount of 0 or more with at most two decimals.')).toBeTruthy();
    expect(document.activeElement).toBe(threshold);
    expect(state.saves).toEqual([]);

    await user.clear(threshold);
    await user.type(threshold, '4');
    await user.clear(deposit);
    await user.type(deposit, '450.5');
    await user.click(within(form).getByRole('button', { name: 'Save the prices' }));
    expect(await screen.findByText('The prices are saved.')).toBeTruthy();
    expect(state.saves).toEqual([{ ...STORED, longBridgeThreshold: 4, subsDeposit: 450.5 }]);
  });

  it('shows them read-only to other factory users, without the save button', async () => {
    settingsServer();
    render('finance');
    const threshold = await screen.findByLabelText(/Long bridge from/);
    expect((threshold as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save the prices' })).toBeNull();
    expect(screen.getByText('Only a factory admin changes the prices.')).toBeTruthy();
  });
});
