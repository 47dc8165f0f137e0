import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserDatabaseTestProvider } from '../../../lib/offline/user-database-context';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { createTestDatabase } from '../testing/render-images-page';
import { buildImage } from '../testing/image-builders';
import { CaseStagePhotos } from './case-stage-photos';

/** The element whose whole text is `text` (the date is an element of its own inside the line). */
const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

const stage = (images = [buildImage({ id: 10, type: 4 }), buildImage({ id: 11, type: 5 })]) => ({
  id: 1,
  name: 'First visit',
  stageTime: '2026-11-02',
  images,
});

/** As on a signed-in page: the viewer reads local previews from the user's device database. */
const renderPhotos = (photos: ReturnType<typeof stage>) =>
  renderSignedIn(
    <UserDatabaseTestProvider value={createTestDatabase()}>
      <CaseStagePhotos stage={photos} />
    </UserDatabaseTestProvider>,
  );

describe("a case's photos (order detail, factory case page; issue 13, item 1)", () => {
  it('shows the stage, how many photos it holds and their thumbnails, and opens them in the viewer, read-only', async () => {
    const user = userEvent.setup();
    renderPhotos(stage());
    const section = screen.getByRole('region', { name: 'Photos' });
    expect(within(section).getByText(wholeText('First visit · 2 Nov 2026 · 2 photos'))).toBeTruthy();
    const thumbnail = within(section)
      .getByRole('button', { name: 'Open photo: Intraoral frontal' })
      .querySelector('img');
    expect(thumbnail?.getAttribute('src')).toBe('https://files.test/photo/11/10-v0.jpg?sig=thumb');

    await user.click(within(section).getByRole('button', { name: 'Open photo: Intraoral frontal' }));
    const viewer = await screen.findByRole('dialog', { name: 'Intraoral frontal' });
    expect(within(viewer).getByText('Photo 1 of 2')).toBeTruthy();
    expect(viewer.querySelector('img')?.getAttribute('src')).toBe('https://files.test/photo/11/10-v0.jpg?sig=full');
    // Looking only: the patient file rotates and deletes, a case's page does not.
    expect(within(viewer).queryByRole('button', { name: 'Rotate left' })).toBeNull();
    expect(within(viewer).queryByRole('button', { name: 'Delete photo' })).toBeNull();
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(await screen.findByRole('dialog', { name: 'Intraoral right buccal' })).toBeTruthy();
  });

  it('says so when the stage has no photos', () => {
    renderPhotos(stage([]));
    expect(screen.getByText(wholeText('First visit · 2 Nov 2026 · 0 photos'))).toBeTruthy();
    expect(screen.getByText('This image stage has no photos.')).toBeTruthy();
  });
});
