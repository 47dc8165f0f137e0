import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { UserAgreementPage } from './user-agreement-page';

describe('the legal pages', () => {
  it('/userAgreement: ten sections and a way back to sign in', () => {
    renderWithProviders(<UserAgreementPage />, { path: '/userAgreement' });
    expect(screen.getByRole('heading', { level: 1, name: 'User agreement' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('/privacyPolicy: names the clinic as controller of patient data and explains the copy on the device', async () => {
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacyPolicy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    expect(screen.getByText(/the clinic is the controller/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '5. Data stored on your device' })).toBeTruthy();
    // The service contacts come from the server's configuration.
    expect((await screen.findAllByRole('link', { name: /@/ }))[0]?.getAttribute('href')).toMatch(/^mailto:/);
  });
});
