import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildClinic, buildSession, envelope } from '../../../testing/session-generators';
import { PersonalCenterPage } from '../pages/personal-center-page';
import { buildRelatedClinic, relatedClinicsHandler, success } from '../testing/personal-api';

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Associated clinics' }))
    .getAllByRole('row')
    .slice(1);

describe('/personalCenter, associated clinics', () => {
  it('pages through the clinics and applications, with their status', async () => {
    const user = userEvent.setup();
    const clinics = [
      buildRelatedClinic({ clinicId: 11, clinicName: 'Bright Smile Clinic', isAdmin: true }),
      buildRelatedClinic({ clinicId: 12, clinicName: 'Harbour Dental', status: 'pending' }),
      buildRelatedClinic({ clinicId: 13, clinicName: 'Lakeside Dental', status: 'rejected', remark: 'Unknown doctor' }),
      ...Array.from({ length: 9 }, (_, index) => buildRelatedClinic({ clinicId: 20 + index })),
    ];
    const list = relatedClinicsHandler(clinics);
    server.use(list.handler);
    renderSignedIn(<PersonalCenterPage />, { path: '/personalCenter?currentLocation=2' });
    expect(await screen.findByText('Bright Smile Clinic')).toBeTruthy();
    expect(list.requests).toEqual([{ pageIndex: 1, pageSize: 10 }]);
    expect(
      bodyRows()
        .slice(0, 3)
        .map((row) => within(row).getAllByRole('cell')[2]!.textContent),
    ).toEqual(['Member (admin)', 'Waiting for review', 'Refused: Unknown doctor']);
    expect(screen.getByRole('button', { name: 'Leave Bright Smile Clinic' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw the application to Harbour Dental' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove the refused application to Lakeside Dental' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(list.requests.at(-1)).toEqual({ pageIndex: 2, pageSize: 10 });
  });

  it('leaves a clinic after confirmation, then reloads the list and the session', async () => {
    const user = userEvent.setup();
    const clinics = [
      buildRelatedClinic({ clinicId: 11, clinicName: 'Bright Smile Clinic' }),
      buildRelatedClinic({ clinicId: 12, clinicName: 'Harbour Dental' }),
    ];
    const list = relatedClinicsHandler(clinics);
    const left: string[] = [];
    let sessionCalls = 0;
    server.use(
      list.handler,
      http.post(apiUrl('tenant', '/v1/account/delete-relate/:clinicId'), ({ params }) => {
        left.push(String(params.clinicId));
        clinics.splice(1, 1);
        return success(null, 'Deleted successfully.');
      }),
      http.post(apiUrl('tenant', '/account/info'), () => {
        sessionCalls += 1;
        return HttpResponse.json(envelope(buildSession({ clinicList: [buildClinic()] })));
      }),
    );
    renderSignedIn(<PersonalCenterPage />, {
      path: '/personalCenter?currentLocation=2',
      session: buildSession({
        clinicList: [buildClinic(), buildClinic({ clinicId: 12, clinicName: 'Harbour Dental' })],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Leave Harbour Dental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Harbour Dental?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(left).toEqual(['12']));
    expect(await screen.findByText('Deleted successfully.')).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(sessionCalls).toBe(1);
  });
});
