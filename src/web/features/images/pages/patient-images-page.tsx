import { useMemo, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { patientSuccessMessages } from '../../../../domain/patients/patient-messages';
import { todayText } from '../../../../domain/patients/patient';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { MorePagesButton } from '../../../components/ui/more-pages-button';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { queueAddImage } from '../api/add-image';
import { queueAddStage } from '../api/add-stage';
import { queueDeleteImage } from '../api/delete-image';
import { queueDeleteStage } from '../api/delete-stage';
import { queueRotateImage, type RotateDirection } from '../api/rotate-image';
import { queueUpdateStage } from '../api/update-stage';
import { CompareView } from '../components/compare-view';
import { ImageViewer } from '../components/image-viewer';
import { PatientScansSection } from '../components/patient-scans-section';
import { StageFormDialog } from '../components/stage-form-dialog';
import { StageList } from '../components/stage-list';
import { StagePanel } from '../components/stage-panel';
import type { PhotoDraft } from '../components/add-photos-dialog';
import { useImageOutboxContext } from '../hooks/use-image-context';
import { usePatientGallery } from '../hooks/use-patient-gallery';
import { announceQueued } from '../../../lib/offline/announce-queued';
import { imagesOfStage, type ImageView, type StageView } from '../lib/gallery-model';
import type { StageFormValues } from '../lib/stage-form';
import { useCan } from '../../../lib/session/permissions';

type Editing = { kind: 'add' } | { kind: 'edit'; stage: StageView } | null;
type Viewing = { imageKey: string; stageKey: string } | null;

const isStage = (stage: StageView, key: string | null) => key !== null && (stage.key === key || stage.aliasKey === key);

/**
 * The patient file's clinical images (/patientCenter/images?id=…): treatment stages, their photos (camera or files,
 * queued on the device and uploaded when the connection allows), a 5-column gallery, a viewer with zoom and rotate,
 * and two stages side by side. Works the same offline, for a patient recorded offline too (`local:<itemId>`).
 */
export function PatientImagesPage({ patientKey }: { patientKey: string }) {
  const { t } = useLingui();
  const gallery = usePatientGallery(patientKey);
  const context = useImageOutboxContext(patientKey);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [mode, setMode] = useState<'stages' | 'compare'>('stages');
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<Viewing>(null);
  const today = todayText();
  const { model } = gallery;
  const { stages } = model;
  const selected = stages.find((stage) => isStage(stage, selectedKey)) ?? stages[0];
  const photoCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const image of model.images) counts.set(image.stageKey, (counts.get(image.stageKey) ?? 0) + 1);
    return counts;
  }, [model.images]);
  const canChange = context !== null;
  // Adding stages, rotating and deleting photos: the image:manage button.
  const mayManage = useCan('image:manage');

  async function saveStage(values: StageFormValues) {
    if (!context) return;
    if (editing?.kind === 'edit') {
      const { stage } = editing;
      const base = { name: stage.name, stageTime: stage.stageTime };
      const itemId = await queueUpdateStage(context, { stageKey: stage.key, ...values, base });
      announceQueued(context.db, [itemId], patientSuccessMessages.stageModified);
      return;
    }
    const { stageKey, itemId } = await queueAddStage(context, values);
    setSelectedKey(stageKey);
    setMode('stages');
    announceQueued(context.db, [itemId], patientSuccessMessages.stageAdded);
  }

  async function deleteStage(stage: StageView) {
    if (!context) return;
    const name = stage.name;
    const count = photoCounts.get(stage.key) ?? 0;
    const isConfirmed = await confirm({
      title: t`Delete the stage ${name}?`,
      body: plural(count, {
        one: 'Its # photo is deleted with it. This cannot be undone.',
        other: 'Its # photos are deleted with it. This cannot be undone.',
      }),
      confirmLabel: t`Delete`,
      tone: 'danger',
    });
    if (!isConfirmed) return;
    const itemId = await queueDeleteStage(context, { stageKey: stage.key, name });
    announceQueued(context.db, [itemId], patientSuccessMessages.stageDeleted);
  }

  async function queuePhoto(stage: StageView, draft: PhotoDraft, toothNo: string): Promise<string[]> {
    if (!context) return [];
    const { itemIds } = await queueAddImage(context, {
      file: draft.file,
      fileName: draft.file.name || 'photo.jpg',
      stageKey: stage.key,
      type: draft.type,
      toothNo,
    });
    return itemIds;
  }

  async function rotateImage(image: ImageView, direction: RotateDirection) {
    if (!context) return;
    const itemId = await queueRotateImage(context, {
      imageKey: image.key,
      urlName: image.urlName,
      photoName: image.photoName,
      direction,
    });
    announceQueued(context.db, [itemId], null);
  }

  async function deleteImage(image: ImageView) {
    if (!context) return;
    const itemId = await queueDeleteImage(context, { imageKey: image.key, photoName: image.photoName });
    announceQueued(context.db, [itemId], patientSuccessMessages.deleted);
  }

  const viewerStage = viewing ? stages.find((stage) => isStage(stage, viewing.stageKey)) : undefined;
  const viewerImages = viewerStage ? imagesOfStage(model, viewerStage.key) : [];
  const defaultStageName = stages.length === 0 ? t`Initial records` : t`Records of ${today}`;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold text-slate-900">
          <Trans>Clinical images</Trans>
        </h2>
        <div className="flex flex-wrap gap-2">
          {stages.length >= 2 ? (
            <button
              type="button"
              onClick={() => setMode(mode === 'compare' ? 'stages' : 'compare')}
              aria-pressed={mode === 'compare'}
              className={secondaryButtonClass}
            >
              <Trans>Compare stages</Trans>
            </button>
          ) : null}
          {mayManage ? (
            <button
              type="button"
              onClick={() => setEditing({ kind: 'add' })}
              disabled={!canChange}
              className={primaryButtonClass}
            >
              <Trans>Add stage</Trans>
            </button>
          ) : null}
        </div>
      </div>

      {gallery.isWaitingForNetwork ? (
        <FormAlert tone="info" size="sm">
          <Trans>
            You are offline: this shows what this device has. Changes are saved here and sync when the connection
            returns.
          </Trans>
        </FormAlert>
      ) : null}
      {gallery.loadError !== null && stages.length === 0 ? (
        <LoadError message={gallery.loadError || t`The images could not be loaded.`} onRetry={gallery.retry} />
      ) : null}

      {gallery.isLoading && stages.length === 0 ? (
        <p role="status" className="text-base text-slate-600">
          <Trans>Loading images…</Trans>
        </p>
      ) : stages.length === 0 ? (
        gallery.loadError === null ? (
          <FormAlert tone="info">
            <Trans>No images yet. Add a stage (the initial records, say), then take or add its photos.</Trans>
          </FormAlert>
        ) : null
      ) : mode === 'compare' ? (
        <CompareView
          model={model}
          onOpen={(image) => setViewing({ imageKey: image.key, stageKey: image.stageKey })}
          onLoadError={gallery.refreshLinks}
        />
      ) : selected ? (
        <div className="grid gap-5 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <StageList
            stages={stages}
            selectedKey={selected.key}
            photoCounts={photoCounts}
            today={today}
            onSelect={(stage) => setSelectedKey(stage.key)}
          />
          <StagePanel
            // The same panel (and any photos being chosen in it) once a stage made here syncs.
            key={selected.aliasKey ?? selected.key}
            stage={selected}
            images={imagesOfStage(model, selected.key)}
            today={today}
            canChange={canChange}
            onEdit={() => setEditing({ kind: 'edit', stage: selected })}
            onDelete={() => void deleteStage(selected)}
            onQueuePhoto={(draft, toothNo) => queuePhoto(selected, draft, toothNo)}
            onPhotosQueued={(itemIds) =>
              context ? announceQueued(context.db, itemIds, patientSuccessMessages.uploaded) : undefined
            }
            onOpen={(image) => setViewing({ imageKey: image.key, stageKey: image.stageKey })}
            onLoadError={gallery.refreshLinks}
          />
        </div>
      ) : null}
      <MorePagesButton
        query={gallery.morePhotos}
        label={<Trans>Show earlier photos</Trans>}
        loadingLabel={<Trans>Loading earlier photos…</Trans>}
      />

      <PatientScansSection patientKey={patientKey} />

      {editing ? (
        <StageFormDialog
          isNew={editing.kind === 'add'}
          initial={
            editing.kind === 'edit'
              ? { name: editing.stage.name, stageTime: editing.stage.stageTime }
              : { name: defaultStageName, stageTime: today }
          }
          today={today}
          onSave={saveStage}
          onClose={() => setEditing(null)}
        />
      ) : null}

      {viewing ? (
        <ImageViewer
          images={viewerImages}
          initialKey={viewing.imageKey}
          onRotate={mayManage ? rotateImage : undefined}
          onDelete={mayManage ? deleteImage : undefined}
          onLoadError={gallery.refreshLinks}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </div>
  );
}
