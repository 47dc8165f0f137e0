import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TPatient } from '../../domain/patients/patient';
import { server } from '../testing/msw-server';
import { renderSignedIn } from '../testing/render-signed-in';
import { apiUrl, envelope } from '../testing/session-generators';
import { AppRoutes } from './app-routes';

const patient: TPatient = {
  id: 17,
  clinicId: 11,
  clientId: null,
  name: 'Mei Zhang',
  gender: 2,
  birthDate: '1988-02-03',
  phone: '13912345678',
  source: 1,
  avatar: null,
  avatarUrl: null,
  doctorName: 'Dr. Ada Lin',
  doctorPhone: '',
  createdAt: 1,
  updatedAt: 1,
};

describe('the patient file in the route table', () => {
  it('is in the side menu as Patients, and its menu links the sections whose routes exist', async () => {
    server.use(
      http.get(apiUrl('emr', '/v1/patient/detail/17'), () => HttpResponse.json(envelope(patient))),
      http.get(apiUrl('emr', '/v1/clinicImage/stage/list/17'), () => HttpResponse.json(envelope([]))),
      http.post(apiUrl('emr', '/v1/clinicImage/list'), () => HttpResponse.json(envelope({ list: [], earlier: null }))),
    );
    renderSignedIn(<AppRoutes />, { path: '/patientCenter?id=17' });
    // The lazy page chunks load first.
    expect(await screen.findByRole('heading', { level: 1, name: 'Mei Zhang' }, { timeout: 5000 })).toBeTruthy();
    const sideMenu = screen.getByRole('navigation', { name: 'Main menu' });
    const patients = within(sideMenu).getByRole('link', { name: 'Patients' });
    expect(patients.getAttribute('aria-current')).toBe('page');
    const fileMenu = screen.getByRole('navigation', { name: 'Patient file' });
    expect(
      within(fileMenu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Basic information', '/patientCenter?id=17'],
      ['Images', '/patientCenter/images?id=17'],
    ]);
    expect(document.title).toBe('Patients · Cuspid');
  });

  it('/patientCenter/images draws the images section inside the patient file', async () => {
    server.use(
      http.get(apiUrl('emr', '/v1/patient/detail/17'), () => HttpResponse.json(envelope(patient))),
      http.get(apiUrl('emr', '/v1/clinicImage/stage/list/17'), () => HttpResponse.json(envelope([]))),
      http.post(apiUrl('emr', '/v1/clinicImage/list'), () => HttpResponse.json(envelope({ list: [], earlier: null }))),
    );
    renderSignedIn(<AppRoutes />, { path: '/patientCenter/images?id=17' });
    // The lazy page chunks load first.
    expect(await screen.findByRole('heading', { level: 1, name: 'Mei Zhang' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Clinical images' })).toBeTruthy();
    const fileMenu = screen.getByRole('navigation', { name: 'Patient file' });
    await waitFor(() =>
      expect(within(fileMenu).getByRole('link', { name: 'Images' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Main menu' }))
        .getByRole('link', { name: 'Patients' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });
});
