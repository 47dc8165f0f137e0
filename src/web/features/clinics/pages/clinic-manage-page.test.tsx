import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resourcesFor } from '../../../../domain/accounts/permissions';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { buildClinic, buildSession } from '../../../testing/session-generators';
import { buildApplication, buildRelatedClinic, ok, recordPost, refused } from '../testing/clinic-api';
import { ClinicManagePage } from './clinic-manage-page';

const adminSession = () =>
  buildSession({ clinicList: [buildClinic({ clinicId: 11, clinicName: 'Bright Smile Clinic', isAdmin: true })] });

function answerRelated(list = [buildRelatedClinic()]) {
  return recordPost('tenant', '/v1/account/list-related-clinic', () => ok({ list, total: list.length }));
}

function answerApplications(list = [buildApplication()]) {
  return recordPost('tenant', '/v1/account/list-apply-clinic', () => ok({ list, total: list.length }));
}

describe('/clinicManage', () => {
  it('offers to create a company or a chain or to associate a clinic, and lists the user’s clinics with their status', async () => {
    const pages = answerRelated([
      buildRelatedClinic({ clinicName: 'Bright Smile Clinic', status: 'approved', isAdmin: true }),
      buildRelatedClinic({ clinicId: 12, clinicName: 'Harbour Dental', status: 'pending' }),
      buildRelatedClinic({ clinicId: 13, clinicName: 'Old Town', status: 'rejected', remark: 'We do not know you.' }),
    ]);
    // A doctor who is not the clinic's admin (the screens' tests otherwise run as an admin who is a doctor).
    renderSignedIn(<ClinicManagePage />, {
      path: '/clinicManage',
      session: buildSession({ resources: resourcesFor(['doctor']) }),
    });
    expect(screen.getByRole('link', { name: /Create a company/ }).getAttribute('href')).toBe('/createCompany');
    expect(screen.getByRole('link', { name: /Create a chain/ }).getAttribute('href')).toBe('/createCompanys');
    expect(screen.getByRole('link', { name: /Associate a clinic/ }).getAttribute('href')).toBe('/concatCompany');

    const table = await screen.findByRole('table', { name: 'Your clinics' });
    await within(table).findByText('Harbour Dental');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'member',
      'waiting for review',
      'refusedReason: We do not know you.',
    ]);
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Withdraw the application to Harbour Dental' }),
    ).toBeTruthy();
    expect(pages[0]).toEqual({ pageIndex: 1, pageSize: 10 });
    // Not an admin: no applications tab.
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('withdraws an application after a confirmation', async () => {
    const user = userEvent.setup();
    answerRelated([buildRelatedClinic({ clinicId: 12, clinicName: 'Harbour Dental', status: 'pending' })]);
    const deletions = recordPost('tenant', '/v1/account/delete-relate/12', () => ok(null, 'Deleted successfully.'));
    renderSignedIn(<ClinicManagePage />, { path: '/clinicManage' });
    await user.click(await screen.findByRole('button', { name: 'Withdraw the application to Harbour Dental' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(deletions).toHaveLength(1));
    expect(await screen.findByText('Deleted successfully.')).toBeTruthy();
  });
});

describe('/clinicManage, applications (clinic admins)', () => {
  it('approves with job, job type, work type, work status and remark from the shared options', async () => {
    const user = userEvent.setup();
    answerRelated();
    const pages = answerApplications([
      buildApplication(),
      buildApplication({ id: 502, userId: 43, firstName: 'Zhao', status: 'approved' }),
    ]);
    const approvals = recordPost('tenant', '/v1/account/apply-pass', () => ok({ employeeId: 70, isDoctor: true }));
    renderSignedIn(<ClinicManagePage />, { path: '/clinicManage?tab=applications', session: adminSession() });

    expect(screen.getByRole('tab', { name: 'Applications to Bright Smile Clinic' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const table = await screen.findByRole('table', { name: 'Applications to join' });
    await within(table).findByText('Li Wei');
    expect(pages[0]).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(within(table).queryByRole('button', { name: 'Approve Zhao' })).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Approve Li Wei' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the application' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    expect(approvals).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Job'), 'doctor');
    await user.selectOptions(within(dialog).getByLabelText('Job type'), 'internship');
    await user.selectOptions(within(dialog).getByLabelText('Work type'), 'part-time');
    await user.selectOptions(within(dialog).getByLabelText('Work status'), 'confirmed');
    await user.type(within(dialog).getByLabelText('Remark (optional)'), 'Orthodontist');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(approvals).toEqual([
      {
        clinicId: 11,
        userId: 42,
        realName: 'Li Wei',
        phone: '13912345678',
        job: 'doctor',
        jobType: 'internship',
        workType: 'part-time',
        workStatus: 'confirmed',
        remark: 'Orthodontist',
      },
    ]);
    expect(await screen.findByText('Li Wei joined the clinic.')).toBeTruthy();
  });

  it('refusing needs a reason; the reason is sent as the remark', async () => {
    const user = userEvent.setup();
    answerRelated();
    answerApplications();
    const rejections = recordPost('tenant', '/v1/account/apply-reject', () => ok(null));
    renderSignedIn(<ClinicManagePage />, { path: '/clinicManage?tab=applications', session: adminSession() });
    await user.click(await screen.findByRole('button', { name: 'Refuse Li Wei' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the application' });

    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByText('Please give a reason for the rejection.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(rejections).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Not our staff');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rejections).toEqual([{ clinicId: 11, userId: 42, remark: 'Not our staff' }]);
  });

  it('keeps the dialog and its input when the server refuses', async () => {
    const user = userEvent.setup();
    answerRelated();
    answerApplications();
    recordPost('tenant', '/v1/account/apply-pass', () =>
      refused(43003, 'An employee of this clinic already has this phone number.'),
    );
    renderSignedIn(<ClinicManagePage />, { path: '/clinicManage?tab=applications', session: adminSession() });
    await user.click(await screen.findByRole('button', { name: 'Approve Li Wei' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the application' });
    await user.selectOptions(within(dialog).getByLabelText('Job'), 'nurse');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'An employee of this clinic already has this phone number.',
    );
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Job').value).toBe('nurse');
  });

  it('switches between the user’s clinics and the applications', async () => {
    const user = userEvent.setup();
    answerRelated();
    answerApplications();
    const { location } = renderSignedIn(<ClinicManagePage />, { path: '/clinicManage', session: adminSession() });
    expect(await screen.findByRole('table', { name: 'Your clinics' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Applications to Bright Smile Clinic' }));
    expect(await screen.findByRole('table', { name: 'Applications to join' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/clinicManage?tab=applications');
  });
});
