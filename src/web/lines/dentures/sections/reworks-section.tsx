import { Trans } from '@lingui/react/macro';
import type { TDentureOrder } from '../../../../domain/lines/dentures/requests';
import type { ToothNotation } from '../../../../domain/lines/dentures/teeth';
import { CaseTime } from '../../../components/cases/case-timeline';
import { toothInBoth } from './denture-summary';
import { SectionCard } from './section-card';

/** The reworks asked for on this order: when, and each tooth with its reason. */
export function ReworksSection({ reworks, notation }: { reworks: TDentureOrder['reworks']; notation: ToothNotation }) {
  if (reworks.length === 0) return null;
  return (
    <SectionCard title={<Trans>Reworks</Trans>} testId="denture-reworks">
      <ul className="grid gap-3">
        {reworks.map((rework) => (
          <li key={rework.createdAt} className="rounded-lg border border-slate-200 px-4 py-3">
            <p className="text-sm text-slate-600">
              <CaseTime at={rework.createdAt} />
            </p>
            <ul className="mt-1 grid gap-1">
              {rework.teeth.map((entry) => (
                <li key={entry.tooth} className="text-base text-slate-900">
                  <span className="font-mono font-semibold">{toothInBoth(entry.tooth, notation)}</span>: {entry.reason}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
