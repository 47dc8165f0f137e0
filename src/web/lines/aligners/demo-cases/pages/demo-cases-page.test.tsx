import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TDemoCase } from '../../../../../domain/lines/aligners/demo-cases';
import { server } from '../../../../testing/msw-server';
import { renderSignedIn } from '../../../../testing/render-signed-in';
import { apiUrl, envelope } from '../../../../testing/session-generators';
import { DemoCasesPage } from './demo-cases-page';

const demo: TDemoCase = {
  id: 1,
  code: 'aligner-deep-bite',
  productLine: 1,
  patientAge: 34,
  patientSex: 'male',
  features: ['DeepBite'],
  angleClass: 'Class2Div2',
  methods: ['AnteriorIntrusion', 'BiteRamps'],
  steps: 30,
  months: 16,
  scene: 'deepBite',
  text: {
    title: 'Deep bite',
    summary: 'Corrected by intrusion.',
    complaint: 'Bites into the palate.',
    plan: 'Intrude the incisors.',
    outcome: 'Overbite 2 mm.',
  },
};

describe('/demoCases', () => {
  it('shows each case with its before and after sketches, and its details on demand', async () => {
    const user = userEvent.setup();
    server.use(http.post(apiUrl('order', '/v1/demo-case/list'), () => HttpResponse.json(envelope([demo]))));
    renderSignedIn(<DemoCasesPage />, { path: '/demoCases' });
    expect(await screen.findByRole('heading', { name: 'Deep bite' })).toBeTruthy();
    expect(screen.getByText(/Male, 34 years/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Before: Deep bite' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'After treatment' })).toBeTruthy();
    expect(screen.queryByText('Bites into the palate.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show the details' }));
    expect(screen.getByText('Bites into the palate.')).toBeTruthy();
    expect(screen.getByText('Class II division 2')).toBeTruthy();
    expect(screen.getByText('Intrude anterior teeth, Bite ramps')).toBeTruthy();
    expect(screen.getByText('30 steps, 16 months')).toBeTruthy();
  });

  it('says so when the cases cannot be loaded', async () => {
    server.use(
      http.post(apiUrl('order', '/v1/demo-case/list'), () =>
        HttpResponse.json({ code: 404, msg: 'Not found', data: null }, { status: 404 }),
      ),
    );
    renderSignedIn(<DemoCasesPage />, { path: '/demoCases' });
    expect((await screen.findByRole('alert')).textContent).toContain('Not found');
  });
});
