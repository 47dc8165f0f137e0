import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  MODEL_JAWS,
  ZModelJaw,
  ZPatientModel,
  type ModelJaw,
  type TPatientModel,
} from '../../../../domain/patients/patient-models';
import { patientSuccessMessages } from '../../../../domain/patients/patient-messages';
import { LazyModelViewer } from '../../../components/model-viewer/lazy';
import { MorePagesButton } from '../../../components/ui/more-pages-button';
import { inputClass, labelClass, linkClass, secondaryButtonClass } from '../../../components/ui/styles';
import { toast } from '../../../components/ui/toast/toast-store';
import type { UserDatabase } from '../../../lib/offline/db';
import type { ViewerModel } from '../../../lib/model-viewer/types';
import { formatBytes } from '../../../lib/offline/storage-persistence';
import {
  isRef,
  type OutboxItem,
  type OutboxState,
  useUploadProgress,
  isEnqueueUploadError,
} from '../../../lib/offline/outbox';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { loadedRows } from '../../../lib/paging/keyset-pages';
import { Can } from '../../../lib/session/can';
import { useSession } from '../../../lib/session/session-store';
import {
  MODEL_ACCEPT,
  MODEL_PATHS,
  modelActions,
  modelQueries,
  queueAddModel,
  usePatientModels,
} from '../api/patient-models';
import { useImageOutboxContext } from '../hooks/use-image-context';
import { usePatientIdentity } from '../hooks/use-patient-identity';
import { announceQueued } from '../../../lib/offline/announce-queued';
import { ProgressBar } from './progress-bar';
import { SyncStateBadge } from './sync-state-badge';

const jawLabels: Record<ModelJaw, MessageDescriptor> = {
  upper: msg`Upper jaw`,
  lower: msg`Lower jaw`,
  bite: msg`Bite`,
  other: msg`Other`,
};

/** A scan still on this device: its add request, and the upload it waits for (gone once the store holds the file). */
type WaitingScan = {
  itemId: string;
  uploadId: string;
  fileName: string;
  jaw: ModelJaw | null;
  state: OutboxState;
  error: { code: number; msg: string } | null;
};

type DeviceScans = { waiting: WaitingScan[]; acknowledged: { model: TPatientModel; completedAt: number }[] };

/** The worse of two states: a refused upload or add needs the user, one being sent is on its way. */
function worseState(first: OutboxState, second: OutboxState | undefined): OutboxState {
  for (const state of ['attention', 'sending'] as const) if (first === state || second === state) return state;
  return 'waiting';
}

function waitingScanOf(item: OutboxItem, queued: readonly OutboxItem[]): WaitingScan | null {
  if (item.kind !== 'request' || item.request.path !== MODEL_PATHS.add) return null;
  const body = (item.request.body ?? {}) as { url?: unknown; jaw?: unknown };
  const uploadId = isRef(body.url) ? body.url.$ref : '';
  const upload = queued.find((other) => other.id === uploadId);
  const jaw = ZModelJaw.safeParse(body.jaw);
  return {
    itemId: item.id,
    uploadId,
    fileName: item.label.subject,
    jaw: jaw.success ? jaw.data : null,
    state: worseState(item.state, upload?.state),
    error: upload?.error ?? item.error ?? null,
  };
}

/** What this device holds of the patient's scans: adds still queued, and adds acknowledged after `since`. */
async function readDeviceScans(db: UserDatabase, keys: readonly string[], since: number): Promise<DeviceScans> {
  const queued = await db.outbox.where('patientKey').anyOf(keys).toArray();
  const done = await db.outboxDone.where('patientKey').anyOf(keys).toArray();
  return {
    waiting: queued.flatMap((item) => waitingScanOf(item, queued) ?? []),
    acknowledged: done.flatMap((item) => {
      const model = ZPatientModel.safeParse(item.data);
      return item.label.action === modelActions.add.id && item.completedAt > since && model.success
        ? [{ model: model.data, completedAt: item.completedAt }]
        : [];
    }),
  };
}

function ScanSize({ bytes }: { bytes: number }) {
  const { i18n } = useLingui();
  return <span>{formatBytes(bytes, i18n.locale)}</span>;
}

function JawText({ jaw }: { jaw: ModelJaw | null }) {
  const { i18n } = useLingui();
  return jaw ? <span>{i18n._(jawLabels[jaw])}</span> : null;
}

function WaitingScanRow({ scan }: { scan: WaitingScan }) {
  const { t } = useLingui();
  const progress = useUploadProgress(scan.uploadId);
  const name = scan.fileName;
  return (
    <li className="flex flex-col gap-1.5 rounded-lg border border-slate-200 px-3 py-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <span className="font-medium text-slate-900">{name}</span>
        <JawText jaw={scan.jaw} />
        {progress ? <ScanSize bytes={progress.totalBytes} /> : null}
        <SyncStateBadge state={scan.state} uploadFraction={progress?.fraction ?? null} />
      </div>
      {progress && scan.state !== 'attention' ? (
        <ProgressBar size="sm" fraction={progress.fraction} label={t`Upload of ${name}`} />
      ) : null}
      {scan.error ? <span className="text-sm text-red-700">{scan.error.msg}</span> : null}
    </li>
  );
}

/** The viewer shows an upper and a lower slot: a bite or other scan takes the upper one. */
function viewerModelOf(model: TPatientModel): ViewerModel {
  return {
    id: `patient-model-${model.id}`,
    jaw: model.jaw === 'lower' ? 'lower' : 'upper',
    source: { kind: 'url', url: model.url, fileName: model.fileName },
  };
}

function SyncedScanRow({ model }: { model: TPatientModel }) {
  const { t } = useLingui();
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const name = model.fileName;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 px-3 py-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <span className="font-medium text-slate-900">{name}</span>
        <JawText jaw={model.jaw} />
        <ScanSize bytes={model.size} />
        <button
          type="button"
          aria-expanded={isPreviewOpen}
          aria-label={isPreviewOpen ? t`Close the 3D preview of ${name}` : t`Preview ${name} in 3D`}
          onClick={() => setIsPreviewOpen(!isPreviewOpen)}
          className={`${secondaryButtonClass} ml-auto`}
        >
          {isPreviewOpen ? <Trans>Close preview</Trans> : <Trans>Preview in 3D</Trans>}
        </button>
        <a href={model.url} download={name} aria-label={t`Download ${name}`} className={linkClass}>
          <Trans>Download</Trans>
        </a>
      </div>
      {isPreviewOpen ? <LazyModelViewer models={[viewerModelOf(model)]} className="h-80 md:h-[28rem]" /> : null}
    </li>
  );
}

/**
 * The patient's 3D scans (STL, OBJ, PLY): attach one for a jaw, and see the server's scans (download links and a 3D preview) with
 * those still on this device (waiting, uploading with progress, or refused). Works offline and for a patient
 * recorded offline: the scan is queued and reaches the server once, after the patient.
 */
export function PatientScansSection({ patientKey }: { patientKey: string }) {
  const { i18n, t } = useLingui();
  const db = useUserDatabase();
  const queryClient = useQueryClient();
  const context = useImageOutboxContext(patientKey);
  const clinicId = useSession().session?.clinicId ?? null;
  const { serverPatientId, keys } = usePatientIdentity(patientKey);
  const models = usePatientModels(clinicId, serverPatientId);
  const [jaw, setJaw] = useState<ModelJaw>('upper');
  const headingId = useId();
  const jawId = useId();
  const listReadAt = models.dataUpdatedAt;
  const keysText = keys.join('\n');
  const device = useLiveQuery(() => readDeviceScans(db, keysText.split('\n'), listReadAt), [db, keysText, listReadAt]);

  // A scan acknowledged after the list was read: read the list again (meanwhile the answer itself is shown).
  const hasNewAcknowledged = (device?.acknowledged.length ?? 0) > 0;
  useEffect(() => {
    if (hasNewAcknowledged && clinicId !== null && serverPatientId !== null) {
      void queryClient.invalidateQueries({ queryKey: modelQueries.patient(clinicId, serverPatientId) });
    }
  }, [hasNewAcknowledged, clinicId, serverPatientId, queryClient]);

  const serverModels = loadedRows(models.data);
  const serverIds = new Set(serverModels.map((model) => model.id));
  const synced = [
    ...(device?.acknowledged ?? [])
      .filter(({ model }) => !serverIds.has(model.id))
      .sort((first, second) => second.completedAt - first.completedAt)
      .map(({ model }) => model),
    ...serverModels,
  ];
  const waiting = device?.waiting ?? [];

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!context) return;
    const itemIds: string[] = [];
    for (const file of files) {
      try {
        itemIds.push(...(await queueAddModel(context, { file, jaw })));
      } catch (error) {
        const name = file.name;
        toast.error(
          isEnqueueUploadError(error)
            ? `${name}: ${i18n._(error.text)}`
            : t`${name} could not be saved on this device.`,
        );
      }
    }
    announceQueued(context.db, itemIds, patientSuccessMessages.uploaded);
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-slate-200 pt-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          <Trans>3D scans</Trans>
        </h3>
        <Can code="image:manage">
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={jawId} className={labelClass}>
                <Trans>Jaw</Trans>
              </label>
              <select
                id={jawId}
                value={jaw}
                onChange={(event) => setJaw(ZModelJaw.parse(event.target.value))}
                className={inputClass}
              >
                {MODEL_JAWS.map((value) => (
                  <option key={value} value={value}>
                    {i18n._(jawLabels[value])}
                  </option>
                ))}
              </select>
            </div>
            <label
              className={`${secondaryButtonClass} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-700${context ? '' : ' pointer-events-none opacity-60'}`}
            >
              <input
                type="file"
                accept={MODEL_ACCEPT}
                multiple
                disabled={!context}
                onChange={(event) => void onChange(event)}
                className="sr-only"
              />
              <Trans>Add 3D scan</Trans>
            </label>
          </div>
        </Can>
      </div>
      {waiting.length === 0 && synced.length === 0 ? (
        <p className="text-sm text-slate-600">
          {models.isLoading && !models.isPaused ? (
            <Trans>Loading 3D scans…</Trans>
          ) : (
            <Trans>No 3D scans yet. Add the STL, OBJ or PLY files from the intraoral scanner.</Trans>
          )}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {waiting.map((scan) => (
            <WaitingScanRow key={scan.itemId} scan={scan} />
          ))}
          {synced.map((model) => (
            <SyncedScanRow key={model.id} model={model} />
          ))}
        </ul>
      )}
      <MorePagesButton
        query={models}
        label={<Trans>Show earlier 3D scans</Trans>}
        loadingLabel={<Trans>Loading earlier 3D scans…</Trans>}
      />
    </section>
  );
}
