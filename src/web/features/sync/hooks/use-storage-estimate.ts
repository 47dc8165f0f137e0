import { useCallback, useEffect, useState } from 'react';
import { readStorageEstimate, type StorageEstimate } from '../../../lib/offline/storage-persistence';

export type StorageEstimateState = {
  /** undefined while reading; null where the browser does not say. */
  estimate: StorageEstimate | null | undefined;
  refresh: () => void;
};

/** Usage, quota and persistence, read again whenever `refreshKey` changes (items sent or removed free space). */
export function useStorageEstimate(refreshKey: unknown): StorageEstimateState {
  const [estimate, setEstimate] = useState<StorageEstimate | null | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    void readStorageEstimate().then((next) => {
      if (isCurrent) setEstimate(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [refreshKey, generation]);
  const refresh = useCallback(() => setGeneration((value) => value + 1), []);
  return { estimate, refresh };
}
