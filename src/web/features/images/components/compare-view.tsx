import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField } from '../../../components/ui/form/select-field';
import { focusRing } from '../../../components/ui/styles';
import { formatDate } from '../../../lib/dates/format-day';
import { pairByType } from '../lib/compare-pairs';
import { imagesOfStage, type GalleryModel, type ImageView, type StageView } from '../lib/gallery-model';
import { usePhotoTypeLabel } from '../hooks/use-photo-type-label';
import { PhotoThumbnail } from './photo-thumbnail';

type CompareViewProps = {
  model: GalleryModel;
  onOpen: (image: ImageView) => void;
  onLoadError: () => void;
};

function stageLabel(stage: StageView, locale: string) {
  return `${stage.name} · ${formatDate(stage.stageTime, locale)}`;
}

function CompareCell({ image, onOpen, onLoadError }: { image: ImageView | null } & Omit<CompareViewProps, 'model'>) {
  const { t } = useLingui();
  if (!image) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-lg border border-dashed border-slate-300 text-sm text-slate-500">
        <Trans>No photo</Trans>
      </div>
    );
  }
  const name = image.photoName;
  return (
    <button
      type="button"
      onClick={() => onOpen(image)}
      aria-label={t`Open photo ${name}`}
      className={`block w-full rounded-lg ${focusRing}`}
    >
      <PhotoThumbnail image={image} onLoadError={onLoadError} />
    </button>
  );
}

/**
 * Two stages side by side (before and after), photo type beside photo type, row by row: the oldest and newest
 * stages to begin with, any two by choice.
 */
export function CompareView({ model, onOpen, onLoadError }: CompareViewProps) {
  const { i18n, t } = useLingui();
  const typeLabelOf = usePhotoTypeLabel();
  const captionId = useId();
  const { stages } = model;
  const [beforeKey, setBeforeKey] = useState(() => stages.at(-1)?.key ?? '');
  const [afterKey, setAfterKey] = useState(() => stages[0]?.key ?? '');
  const find = (key: string) => stages.find((stage) => stage.key === key || stage.aliasKey === key);
  const before = find(beforeKey) ?? stages.at(-1);
  const after = find(afterKey) ?? stages[0];
  const options = stages.map((stage) => ({ value: stage.key, label: stageLabel(stage, i18n.locale) }));

  if (!before || !after || stages.length < 2) {
    return (
      <p className="text-base text-slate-600">
        <Trans>Add a second stage to compare photos before and after.</Trans>
      </p>
    );
  }
  const rows = pairByType(imagesOfStage(model, before.key), imagesOfStage(model, after.key));
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={<Trans>Before</Trans>}
          options={options}
          value={before.key}
          onChange={(event) => setBeforeKey(event.target.value)}
        />
        <SelectField
          label={<Trans>After</Trans>}
          options={options}
          value={after.key}
          onChange={(event) => setAfterKey(event.target.value)}
        />
      </div>
      {rows.length === 0 ? (
        <p className="text-base text-slate-600">
          <Trans>Neither stage has photos yet.</Trans>
        </p>
      ) : (
        <table className="w-full max-w-5xl table-fixed border-separate border-spacing-3" aria-labelledby={captionId}>
          <caption id={captionId} className="sr-only">
            {t`Compare ${before.name} with ${after.name}`}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="w-28 text-start text-sm font-medium text-slate-600 sm:w-40">
                <Trans>Photo</Trans>
              </th>
              <th scope="col" className="text-start text-sm font-semibold text-slate-900">
                {stageLabel(before, i18n.locale)}
              </th>
              <th scope="col" className="text-start text-sm font-semibold text-slate-900">
                {stageLabel(after, i18n.locale)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.type}-${row.before?.key ?? ''}-${row.after?.key ?? ''}`}>
                <th scope="row" className="align-top text-start text-sm font-medium text-slate-800">
                  {typeLabelOf(row.type)}
                </th>
                <td className="align-top">
                  <CompareCell image={row.before} onOpen={onOpen} onLoadError={onLoadError} />
                </td>
                <td className="align-top">
                  <CompareCell image={row.after} onOpen={onOpen} onLoadError={onLoadError} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
