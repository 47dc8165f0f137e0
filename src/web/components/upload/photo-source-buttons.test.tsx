import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { PhotoSourceButtons } from './photo-source-buttons';

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('<PhotoSourceButtons>', () => {
  it('offers the camera and the device files side by side: only the camera input has `capture`', () => {
    renderWithProviders(<PhotoSourceButtons onFiles={() => undefined} isMultiple />);
    const camera = screen.getByLabelText('Take photo') as HTMLInputElement;
    const files = screen.getByLabelText('Choose from files') as HTMLInputElement;
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(files.hasAttribute('capture')).toBe(false);
    expect(files.accept).toBe('image/jpeg,image/png');
    expect(files.multiple).toBe(true);
    expect(camera.multiple).toBe(false);
  });

  it('hands over what either input chose, and empties the input so the same file can be chosen again', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    renderWithProviders(
      <PhotoSourceButtons onFiles={onFiles} isMultiple takeAriaLabel="Take photo: Front" chooseAriaLabel="X-ray" />,
    );
    await user.upload(screen.getByLabelText('X-ray'), [jpeg('pano.jpg'), jpeg('ceph.jpg')]);
    expect(onFiles).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'pano.jpg' }),
      expect.objectContaining({ name: 'ceph.jpg' }),
    ]);
    expect((screen.getByLabelText('X-ray') as HTMLInputElement).value).toBe('');
    await user.upload(screen.getByLabelText('Take photo: Front'), jpeg('camera.jpg'));
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'camera.jpg' })]);
  });

  it('disables both ways in together', () => {
    renderWithProviders(<PhotoSourceButtons onFiles={() => undefined} isDisabled />);
    expect((screen.getByLabelText('Take photo') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Choose from files') as HTMLInputElement).disabled).toBe(true);
  });
});
