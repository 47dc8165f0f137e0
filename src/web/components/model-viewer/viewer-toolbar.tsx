import { Trans, useLingui } from '@lingui/react/macro';
import { focusRing, secondaryButtonClass } from '../ui/styles';
import type { JawSetting, JawSettings } from '../../lib/model-viewer/use-jaw-settings';
import { useViewerMessages } from '../../lib/model-viewer/viewer-messages';
import type { Jaw } from '../../lib/model-viewer/types';

type ViewerToolbarProps = {
  jaws: Jaw[];
  settings: JawSettings;
  onChange: (jaw: Jaw, setting: Partial<JawSetting>) => void;
  onResetView: () => void;
};

/** Upper and lower toggles with their opacity, and the button that frames the models again. */
export function ViewerToolbar({ jaws, settings, onChange, onResetView }: ViewerToolbarProps) {
  const { t } = useLingui();
  const { jawName } = useViewerMessages();
  return (
    <div role="toolbar" aria-label={t`3D view`} className="flex flex-wrap items-center gap-x-5 gap-y-2">
      {jaws.map((jaw) => {
        const { visible, opacity } = settings[jaw];
        const percent = Math.round(opacity * 100);
        return (
          <div key={jaw} className="flex items-center gap-3">
            <button
              type="button"
              aria-pressed={visible}
              onClick={() => onChange(jaw, { visible: !visible })}
              className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-base font-medium ${
                visible ? 'border-teal-700 bg-teal-50 text-teal-900' : 'border-slate-300 bg-white text-slate-500'
              } ${focusRing}`}
            >
              <span
                aria-hidden="true"
                className={`size-3 rounded-full border border-teal-700 ${visible ? 'bg-teal-700' : 'bg-white'}`}
              />
              {jawName(jaw)}
            </button>
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={percent}
              disabled={!visible}
              aria-label={t`${jawName(jaw)} opacity`}
              aria-valuetext={`${percent}%`}
              onChange={(event) => onChange(jaw, { opacity: Number(event.target.value) / 100 })}
              className={`h-11 w-28 accent-teal-700 disabled:opacity-50 ${focusRing}`}
            />
          </div>
        );
      })}
      <button type="button" onClick={onResetView} className={`${secondaryButtonClass} ml-auto`}>
        <Trans>Reset view</Trans>
      </button>
    </div>
  );
}
