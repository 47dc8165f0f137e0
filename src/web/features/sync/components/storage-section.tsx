import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { secondaryButtonClass } from '../../../components/ui/styles';
import { formatBytes, requestPersistentStorage, usagePercent } from '../../../lib/offline/storage-persistence';
import { useStorageEstimate } from '../hooks/use-storage-estimate';
import { PanelSection } from './panel-section';

type StorageSectionProps = {
  /** Bytes of files still waiting to be uploaded (what removing waiting uploads would free). */
  waitingUploadBytes: number;
  /** Changes whenever items come or go, so usage is read again. */
  refreshKey: unknown;
};

/** How much of the device's storage the app uses, whether the browser may evict it, and how to make it stay. */
export function StorageSection({ waitingUploadBytes, refreshKey }: StorageSectionProps) {
  const { i18n, t } = useLingui();
  const { estimate, refresh } = useStorageEstimate(refreshKey);
  const [isAsking, setIsAsking] = useState(false);

  const used = formatBytes(estimate?.usage ?? 0, i18n.locale);
  const available = formatBytes(estimate?.quota ?? 0, i18n.locale);
  const percentUsed = estimate ? usagePercent(estimate) : 0;
  const waitingSize = formatBytes(waitingUploadBytes, i18n.locale);

  const onAskToKeep = async () => {
    setIsAsking(true);
    await requestPersistentStorage();
    setIsAsking(false);
    refresh();
  };

  return (
    <PanelSection title={t`Storage on this device`}>
      {estimate === undefined ? (
        <p className="text-base text-slate-600">
          <Trans>Reading storage use…</Trans>
        </p>
      ) : estimate === null ? (
        <p className="text-base text-slate-600">
          <Trans>This browser does not say how much storage it gives the app.</Trans>
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-base text-slate-800">
            <Trans>
              {used} used of {available} available
            </Trans>
          </p>
          <div
            role="meter"
            aria-label={t`Storage used`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percentUsed}
            aria-valuetext={t`${percentUsed}% used`}
            className="h-2.5 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className={`h-full rounded-full ${percentUsed >= 90 ? 'bg-amber-500' : 'bg-teal-600'}`}
              style={{ width: `${percentUsed}%` }}
            />
          </div>
          {estimate.isPersisted ? (
            <p className="text-base text-slate-700">
              <Trans>
                Storage is persistent: the browser keeps the app's data even when the device runs low on space.
              </Trans>
            </p>
          ) : (
            <div className="flex flex-col gap-2">
              <p className="text-base text-slate-700">
                <Trans>
                  Storage is not persistent: when the device runs low on space, the browser may clear the app's data,
                  including work not yet sent.
                </Trans>
              </p>
              <button
                type="button"
                onClick={() => void onAskToKeep()}
                disabled={isAsking}
                className={`${secondaryButtonClass} self-start`}
              >
                <Trans>Ask the browser to keep the app's data</Trans>
              </button>
            </div>
          )}
          {waitingUploadBytes > 0 ? (
            <p className="text-base text-slate-700">
              <Trans>Files waiting to be uploaded take {waitingSize}.</Trans>
            </p>
          ) : null}
        </div>
      )}
    </PanelSection>
  );
}
