import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESIGN_PREFERENCE, type TDesignPreference } from '../../../../domain/clinics/design-preferences';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl } from '../../../testing/session-generators';
import { PersonalCenterPage } from '../pages/personal-center-page';
import { designPreferenceHandlers, failure, success } from '../testing/personal-api';

const group = (name: string) => screen.getByRole('group', { name });
const checkedIn = (name: string) =>
  (within(group(name)).getAllByRole('radio') as HTMLInputElement[]).find((radio) => radio.checked)?.value;

describe('/personalCenter, clinical preferences', () => {
  it('shows the defaults until saved, and saves the ids chosen in each group', async () => {
    const user = userEvent.setup();
    const saved: TDesignPreference[] = [];
    server.use(
      http.get(apiUrl('design', '/preference'), () => success({ ...DEFAULT_DESIGN_PREFERENCE, isSaved: false })),
      http.post(apiUrl('design', '/preference/edit'), async ({ request }) => {
        const body = (await request.json()) as TDesignPreference;
        saved.push(body);
        return success({ ...body, isSaved: true });
      }),
    );
    renderSignedIn(<PersonalCenterPage />, { path: '/personalCenter?currentLocation=4' });
    expect(await screen.findByText('You have not saved preferences yet: these are the defaults.')).toBeTruthy();
    expect(
      within(group('Occlusion'))
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['tight (0.1 mm)', 'normal (0.3 mm)', 'loose (0.5 mm)']);
    expect(checkedIn('Occlusion')).toBe('1');
    expect(checkedIn('Edentulous area')).toBe('0');

    await user.click(screen.getByRole('radio', { name: 'tight (0.1 mm)' }));
    await user.click(screen.getByRole('radio', { name: 'point contact' }));
    await user.click(screen.getByRole('radio', { name: 'lateral' }));
    await user.click(screen.getByRole('radio', { name: 'extreme closure' }));
    await user.click(screen.getByRole('radio', { name: 'low transparency' }));
    await user.click(screen.getByRole('radio', { name: 'per original teeth' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() =>
      expect(saved).toEqual([
        {
          occlusion: 2,
          proximalContact: 0,
          edentulousArea: 3,
          blackTriangle: 0,
          transparency: 'low',
          formDesign: 'original-teeth',
          // What the form opened on: a group changed elsewhere meanwhile is kept (issue 17, item 3).
          base: DEFAULT_DESIGN_PREFERENCE,
        },
      ]),
    );
    expect(await screen.findByText('Your clinical preferences were saved.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText('You have not saved preferences yet: these are the defaults.')).toBeNull(),
    );
    expect(checkedIn('Occlusion')).toBe('2');
  });

  it('keeps the choice and says why when saving fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(apiUrl('design', '/preference'), () => success({ ...DEFAULT_DESIGN_PREFERENCE, isSaved: true })),
      http.post(apiUrl('design', '/preference/edit'), () =>
        failure(500, 'Something went wrong on the server. Please try again.'),
      ),
    );
    renderSignedIn(<PersonalCenterPage />, { path: '/personalCenter?currentLocation=4' });
    await user.click(await screen.findByRole('radio', { name: 'bullet' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong on the server. Please try again.',
    );
    expect(checkedIn('Edentulous area')).toBe('2');
  });

  it('a group saved elsewhere meanwhile is kept; the same group saved differently is named and the choice stays', async () => {
    const user = userEvent.setup();
    const api = designPreferenceHandlers(DEFAULT_DESIGN_PREFERENCE);
    server.use(...api.handlers);
    renderSignedIn(<PersonalCenterPage />, { path: '/personalCenter?currentLocation=4' });
    await user.click(await screen.findByRole('radio', { name: 'tight (0.1 mm)' }));
    // Another tab lowers the transparency before this one saves its occlusion: both stay, and the form shows both.
    api.stored.current = { ...api.stored.current, transparency: 'low' };
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your clinical preferences were saved.')).toBeTruthy();
    expect(api.stored.current).toEqual({ ...DEFAULT_DESIGN_PREFERENCE, occlusion: 2, transparency: 'low' });
    await waitFor(() => expect(checkedIn('Transparency')).toBe('low'));

    // Another tab loosens the occlusion that this one sets to normal: refused, named, and the choice stays.
    api.stored.current = { ...api.stored.current, occlusion: 0 };
    await user.click(screen.getByRole('radio', { name: 'normal (0.3 mm)' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else changed occlusion');
    expect(checkedIn('Occlusion')).toBe('1');
    expect(api.stored.current.occlusion).toBe(0);

    // Saved again after reading it: this form's choice wins.
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(api.stored.current.occlusion).toBe(1));
    expect(api.bodies.at(-1)).not.toHaveProperty('base');
  });
});
