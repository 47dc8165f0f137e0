import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { RelateClinicPage } from './relate-clinic-page';

describe('/relateClinic, the public entry to associate a clinic', () => {
  it('explains the three steps and leads to sign-in, then to the clinic search, or to registration', () => {
    renderWithProviders(<RelateClinicPage />, { path: '/relateClinic' });
    expect(screen.getByRole('heading', { level: 1, name: 'Associate a clinic' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Sign in, or create an account with your mobile number.',
      'Search for your clinic by its name and send an application with your name.',
      'The clinic’s admin approves it; the clinic then appears in your clinic list.',
    ]);
    expect(screen.getByRole('link', { name: 'Sign in to associate' }).getAttribute('href')).toBe(
      '/login?redirect=%2FconcatCompany',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });
});
