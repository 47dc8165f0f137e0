import { lazy } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALE_NAMES } from '../../domain/locale';
import { PRODUCT_LINES } from '../../domain/product-lines';
import { SESSION_KEYS } from '../lib/session/session-keys';
import { renderWithProviders } from '../testing/render';
import { AppRoutes, RoutePage, useActiveMenuPath } from './app-routes';
import { routes, type PageRoute } from './routes';

function ActiveMenu() {
  return <output aria-label="active menu">{useActiveMenuPath()}</output>;
}

describe('the route table', () => {
  it('sends / to /login', async () => {
    const { location } = renderWithProviders(<AppRoutes />, { path: '/' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuspid' })).toBeTruthy();
  });

  it('shows the brand panel on /login: promise, nine product lines, contacts, language and connection', async () => {
    renderWithProviders(<AppRoutes />, { path: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Cuspid' });
    expect(screen.getByText(/Order custom dental products/)).toBeTruthy();
    const lines = within(screen.getByRole('list', { name: 'Product lines' })).getAllByRole('listitem');
    expect(lines).toHaveLength(9);
    expect(lines.map((line) => within(line).getByRole('heading').textContent)).toEqual(
      PRODUCT_LINES.filter((line) => line.code <= 9).map((line) => line.name.message),
    );
    expect(screen.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByRole('link', { name: /\d/ }).getAttribute('href')).toMatch(/^tel:/);
    const language = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(Array.from(language.options, (option) => option.textContent)).toEqual(Object.values(LOCALE_NAMES));
    expect(screen.getByRole('status', { name: 'Connection status' })).toBeTruthy();
    expect(document.title).toBe('Sign in · Cuspid');
  });

  it('shows the not-found page on /404 and on any unknown path', async () => {
    renderWithProviders(<AppRoutes />, { path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
  });

  it('lists for each page whether it is public; the current ones all are', () => {
    for (const route of routes) if (route.kind === 'page') expect(route.isPublic).toBe(true);
  });

  it('sends a visitor without a session from a private page to /login with the full path as redirect', async () => {
    const privatePage: PageRoute = {
      kind: 'page',
      path: '/caseList',
      isPublic: false,
      page: {
        component: lazy(async () => ({ default: () => <h1>Cases</h1> })),
        preload: async () => ({ default: () => null }),
      },
    };
    const { location } = renderWithProviders(<RoutePage route={privatePage} />, { path: '/caseList?tab=2' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/login?redirect=%2FcaseList%3Ftab%3D2'));
  });

  it('opens a private page when the tab has a session', async () => {
    window.localStorage.setItem(SESSION_KEYS.currentUserId, '3');
    const privatePage: PageRoute = {
      kind: 'page',
      path: '/caseList',
      isPublic: false,
      page: {
        component: lazy(async () => ({ default: () => <h1>Cases</h1> })),
        preload: async () => ({ default: () => null }),
      },
    };
    renderWithProviders(<RoutePage route={privatePage} />, { path: '/caseList' });
    expect(await screen.findByRole('heading', { name: 'Cases' })).toBeTruthy();
  });

  it('names the active menu path of the current route', () => {
    renderWithProviders(<ActiveMenu />, { path: '/login' });
    expect(screen.getByRole('status', { name: 'active menu' }).textContent).toBe('/login');
  });

  it('keeps the session keys untouched when a visitor just looks around', async () => {
    window.localStorage.setItem(SESSION_KEYS.clinicId, '9');
    renderWithProviders(<AppRoutes />, { path: '/404' });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(window.localStorage.getItem(SESSION_KEYS.clinicId)).toBe('9');
  });
});
