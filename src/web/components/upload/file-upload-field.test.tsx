import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { envelope } from '../../testing/session-generators';
import { FileUploadField, type UploadedFile } from './file-upload-field';
import { answerObjectStore, pngFile } from '../../lib/upload/testing/object-store';
import type { UploadOptions, uploadFile } from '../../lib/upload/upload-file';

function Harness({ upload, initial = null }: { upload?: typeof uploadFile; initial?: UploadedFile | null }) {
  const [value, setValue] = useState<UploadedFile | null>(initial);
  return (
    <>
      <FileUploadField label="Business licence" purpose="licence" value={value} onChange={setValue} upload={upload} />
      <output aria-label="stored key">{value?.key ?? 'none'}</output>
    </>
  );
}

const storedKey = () => screen.getByRole('status', { name: 'stored key' }).textContent;

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('<FileUploadField>', () => {
  it('uploads the chosen file at once, shows its preview, and yields the stored key', async () => {
    const user = userEvent.setup();
    const store = answerObjectStore();
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Business licence');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(screen.getByText('JPG or PNG, up to 10 MB')).toBeTruthy();

    await user.upload(input, pngFile('permit.png'));
    await waitFor(() => expect(storedKey()).toBe('licence/1-permit.png'));
    expect(screen.getByRole('img', { name: 'Preview of permit.png' }).getAttribute('src')).toBe('blob:preview-1');
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(store.completed).toEqual(['u1']);
  });

  it('shows progress as a progressbar while sending, then Cancel stops the upload', async () => {
    const user = userEvent.setup();
    let report: UploadOptions['onProgress'];
    let signal: AbortSignal | undefined;
    const upload = vi.fn((_file: File, _purpose: string, options: UploadOptions = {}) => {
      report = options.onProgress;
      signal = options.signal;
      return new Promise<never>(() => undefined);
    });
    renderWithProviders(<Harness upload={upload} />);
    await user.upload(screen.getByLabelText('Business licence'), pngFile('permit.png', 92));

    act(() => report?.({ sentBytes: 40, totalBytes: 100 }));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');

    await user.click(screen.getByRole('button', { name: 'Cancel the upload' }));
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(storedKey()).toBe('none');
  });

  it('says why a refused file failed, and Retry sends it again', async () => {
    const user = userEvent.setup();
    let refusals = 0;
    answerObjectStore({
      complete: () => {
        if (refusals > 0) return undefined;
        refusals += 1;
        return HttpResponse.json(envelope(null, 42003, 'The uploaded file is not identical to the original.'), {
          status: 400,
        });
      },
    });
    renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('Business licence'), pngFile('permit.png'));
    expect((await screen.findByRole('alert')).textContent).toBe('The uploaded file is not identical to the original.');
    expect(screen.getByLabelText('Business licence').getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(storedKey()).toBe('licence/2-permit.png'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file whose bytes are not an image before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const notAnImage = new File(['MZ executable'], 'licence.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Business licence'), notAnImage);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This type of file is not allowed here: choose a JPG or PNG image.',
    );
    expect(storedKey()).toBe('none');
  });

  it('Remove clears a stored file, and the preview URL is freed', async () => {
    const user = userEvent.setup();
    answerObjectStore();
    const { unmount } = renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('Business licence'), pngFile('permit.png'));
    await waitFor(() => expect(storedKey()).toBe('licence/1-permit.png'));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(storedKey()).toBe('none');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    unmount();
  });

  it('revokes the preview URL when the page goes away', async () => {
    const user = userEvent.setup();
    answerObjectStore();
    const { unmount } = renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('Business licence'), pngFile('permit.png'));
    await waitFor(() => expect(storedKey()).toBe('licence/1-permit.png'));
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('shows a file stored earlier (a restored draft) through its read link', () => {
    renderWithProviders(
      <Harness initial={{ key: 'licence/9.png', url: 'https://store.example/licence/9.png', fileName: '9.png' }} />,
    );
    const group = screen.getByRole('group', { name: 'Business licence' });
    expect(within(group).getByRole('img', { name: 'Preview of 9.png' }).getAttribute('src')).toBe(
      'https://store.example/licence/9.png',
    );
    expect(within(group).getByRole('button', { name: 'Remove' })).toBeTruthy();
  });
});
