import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserDatabase } from '../db';
import { UserDatabaseTestProvider } from '../user-database-context';
import { useStorableBlobs } from './testing/blob-storage';
import type { UploadRow } from './types';
import { setInFlightBytes } from './upload-in-flight';
import { useLocalPreviewUrl, useOverallUploadProgress, useUploadProgress, useUploadsProgress } from './upload-progress';

const MB = 1_000_000;

function uploadRow(id: string, overrides: Partial<UploadRow> = {}): UploadRow {
  return {
    id,
    fileName: `${id}.stl`,
    contentType: 'model/stl',
    size: 10 * MB,
    sha256: 'a'.repeat(64),
    purpose: 'model',
    partSize: 5 * MB,
    partCount: 2,
    serverUploadId: null,
    confirmedParts: [],
    confirmedBytes: 0,
    createdAt: 1,
    ...overrides,
  };
}

let db: UserDatabase;
let databaseCount = 0;
const wrapper = ({ children }: { children: ReactNode }) => (
  <UserDatabaseTestProvider value={db}>{children}</UserDatabaseTestProvider>
);

beforeEach(() => {
  useStorableBlobs();
  databaseCount += 1;
  db = new UserDatabase(`upload-progress-${databaseCount}`);
});
afterEach(() => {
  for (const id of ['scan', 'photo', 'other', 'front', 'side', 'unrelated']) setInFlightBytes(id, 0);
  db.close();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useUploadProgress', () => {
  it('adds the bytes of the part in flight to what the store confirmed, and follows both', async () => {
    await db.uploads.add(uploadRow('scan', { confirmedParts: [1], confirmedBytes: 5 * MB }));
    const { result } = renderHook(() => useUploadProgress('scan'), { wrapper });
    await waitFor(() =>
      expect(result.current).toEqual({
        sentBytes: 5 * MB,
        totalBytes: 10 * MB,
        fraction: 0.5,
        fileName: 'scan.stl',
        confirmedParts: 1,
        partCount: 2,
      }),
    );

    act(() => setInFlightBytes('scan', 2.5 * MB));
    expect(result.current?.fraction).toBe(0.75);

    // The part is confirmed: its bytes move from memory to the stored count.
    await act(async () => {
      setInFlightBytes('scan', 0);
      await db.uploads.update('scan', { confirmedParts: [1, 2], confirmedBytes: 10 * MB });
    });
    await waitFor(() => expect(result.current).toMatchObject({ sentBytes: 10 * MB, fraction: 1, confirmedParts: 2 }));
  });

  it('starts from the stored count after a reload (nothing in flight in a fresh page)', async () => {
    await db.uploads.add(uploadRow('scan', { confirmedParts: [1], confirmedBytes: 5 * MB }));
    const { result } = renderHook(() => useUploadProgress('scan'), { wrapper });
    await waitFor(() => expect(result.current?.sentBytes).toBe(5 * MB));
  });

  it('is null once the upload has left the device', async () => {
    const { result } = renderHook(() => useUploadProgress('gone'), { wrapper });
    await waitFor(() => expect(result.current).toBeNull());
  });
});

describe('useOverallUploadProgress', () => {
  it('sums every upload on the device with what is in flight', async () => {
    await db.uploads.bulkAdd([
      uploadRow('scan', { confirmedBytes: 5 * MB, confirmedParts: [1] }),
      uploadRow('other', { size: 30 * MB, partCount: 6 }),
    ]);
    const { result } = renderHook(() => useOverallUploadProgress(), { wrapper });
    await waitFor(() =>
      expect(result.current).toEqual({ sentBytes: 5 * MB, totalBytes: 40 * MB, fraction: 0.125, fileCount: 2 }),
    );
    act(() => setInFlightBytes('other', 5 * MB));
    expect(result.current).toMatchObject({ sentBytes: 10 * MB, fraction: 0.25 });
  });

  it('is complete when there is nothing to upload', async () => {
    const { result } = renderHook(() => useOverallUploadProgress(), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ sentBytes: 0, totalBytes: 0, fraction: 1, fileCount: 0 }));
  });
});

describe('useUploadsProgress', () => {
  it('sums only the uploads asked for, with what is in flight for them', async () => {
    await db.uploads.bulkAdd([
      uploadRow('front', { confirmedBytes: 5 * MB, confirmedParts: [1] }),
      uploadRow('side'),
      uploadRow('unrelated', { size: 30 * MB, partCount: 6 }),
    ]);
    const { result } = renderHook(() => useUploadsProgress(['front', 'side']), { wrapper });
    await waitFor(() =>
      expect(result.current).toEqual({ sentBytes: 5 * MB, totalBytes: 20 * MB, fraction: 0.25, fileCount: 2 }),
    );
    act(() => setInFlightBytes('unrelated', 5 * MB));
    expect(result.current).toMatchObject({ sentBytes: 5 * MB });
    act(() => setInFlightBytes('side', 5 * MB));
    expect(result.current).toMatchObject({ sentBytes: 10 * MB, fraction: 0.5 });
  });

  it('is undefined once none of them is on the device any more', async () => {
    await db.uploads.add(uploadRow('front'));
    const { result } = renderHook(() => useUploadsProgress(['front']), { wrapper });
    await waitFor(() => expect(result.current).toMatchObject({ fileCount: 1 }));
    await act(() => db.uploads.delete('front'));
    await waitFor(() => expect(result.current).toBeUndefined());
  });
});

describe('useLocalPreviewUrl', () => {
  it('shows the local preview of a photo until the upload leaves the device, and revokes its URL', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    await db.uploads.add(
      uploadRow('photo', { preview: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }) }),
    );

    const { result, unmount } = renderHook(() => useLocalPreviewUrl('photo'), { wrapper });
    await waitFor(() => expect(result.current).toBe('blob:preview-1'));
    // A confirmed part changes the row, not the preview: the same URL stays.
    await act(async () => {
      await db.uploads.update('photo', { confirmedParts: [1], confirmedBytes: 5 * MB });
    });
    expect(result.current).toBe('blob:preview-1');
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    await act(async () => {
      await db.uploads.delete('photo');
    });
    await waitFor(() => expect(result.current).toBeNull());
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    unmount();
  });

  it('revokes the URL on unmount, and is null for an upload without a preview or no upload', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-2');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    await db.uploads.bulkAdd([uploadRow('photo', { preview: new Blob([new Uint8Array([1])]) }), uploadRow('scan')]);
    const { result, unmount } = renderHook(() => useLocalPreviewUrl('photo'), { wrapper });
    await waitFor(() => expect(result.current).toBe('blob:preview-2'));
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');

    const withoutPreview = renderHook(() => useLocalPreviewUrl('scan'), { wrapper });
    const noUpload = renderHook(() => useLocalPreviewUrl(null), { wrapper });
    await act(async () => {
      await db.uploads.count();
    });
    expect(withoutPreview.result.current).toBeNull();
    expect(noUpload.result.current).toBeNull();
  });
});
