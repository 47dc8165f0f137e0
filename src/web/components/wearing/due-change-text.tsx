import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TWearingPlan } from '../../../domain/tools/wearing-plan';

/** A due aligner change in words: who changes to which aligner, and since when it is due (the top bar's list, /userDoctor). */
export function DueChangeText({ plan }: { plan: Pick<TWearingPlan, 'patientName' | 'currentAligner' | 'daysLeft'> }) {
  const { t } = useLingui();
  const { patientName } = plan;
  const next = plan.currentAligner + 1;
  const late = -plan.daysLeft;
  return (
    <>
      <span className="text-base font-semibold text-slate-900">{t`${patientName}: change to aligner ${next}`}</span>
      <span className="text-sm text-slate-600">
        {late === 0 ? <Trans>Due today</Trans> : plural(late, { one: '# day overdue', other: '# days overdue' })}
      </span>
    </>
  );
}
