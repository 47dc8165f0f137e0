import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isStageStale } from '../../../../domain/images/image-rules';
import { focusRing } from '../../../components/ui/styles';
import type { StageView } from '../lib/gallery-model';
import { SyncStateBadge } from './sync-state-badge';
import { DateText } from '../../../components/ui/date-text';

type StageListProps = {
  stages: readonly StageView[];
  selectedKey: string | null;
  photoCounts: ReadonlyMap<string, number>;
  today: string;
  onSelect: (stage: StageView) => void;
};

/** The patient's treatment stages, newest first; one is open beside the list (below it on a narrow screen). */
export function StageList({ stages, selectedKey, photoCounts, today, onSelect }: StageListProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Stages`}>
      <ul className="flex flex-wrap gap-2 pb-1 lg:flex-col lg:flex-nowrap">
        {stages.map((stage) => {
          const isSelected = stage.key === selectedKey;
          const count = photoCounts.get(stage.key) ?? 0;
          return (
            <li key={stage.key} className="shrink-0 lg:shrink">
              <button
                type="button"
                onClick={() => onSelect(stage)}
                aria-current={isSelected ? 'true' : undefined}
                className={`flex min-h-11 w-full min-w-44 flex-col items-start gap-1 rounded-lg border px-3 py-2 text-start ${
                  isSelected ? 'border-teal-700 bg-teal-50' : 'border-slate-200 bg-white hover:bg-slate-50'
                } ${focusRing}`}
              >
                <span className="font-medium text-slate-900">{stage.name}</span>
                <span className="text-sm text-slate-600">
                  <DateText at={stage.stageTime} /> · {plural(count, { one: '# photo', other: '# photos' })}
                </span>
                <span className="flex flex-wrap gap-1">
                  <SyncStateBadge state={stage.sync} />
                  {isStageStale(stage.stageTime, today) ? (
                    <span className="text-sm text-amber-800">
                      <Trans>Older than 3 months</Trans>
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
