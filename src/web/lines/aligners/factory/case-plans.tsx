import { Trans, useLingui } from '@lingui/react/macro';
import type { TPlan } from '../../../../domain/lines/aligners/detail';
import { CaseAttachments, CaseTime } from '../../../components/cases/case-timeline';
import { formatMoney } from '../../../lib/money/format-money';
import { StatusBadge } from '../../../components/ui/status-badge';
import { cardClass } from '../../../components/ui/styles';
import { LazyStagedModelViewer } from '../../../components/model-viewer/lazy';
import { stagedStepsOf } from './case-models';

function PlanDecision({ plan }: { plan: TPlan }) {
  if (plan.decision === 'approved') {
    return (
      <StatusBadge tone="success">
        <Trans>approved by the doctor</Trans>
      </StatusBadge>
    );
  }
  if (plan.decision === 'rejected') {
    return (
      <StatusBadge tone="danger">
        <Trans>rejected by the doctor</Trans>
      </StatusBadge>
    );
  }
  return (
    <StatusBadge tone="pending">
      <Trans>no decision yet</Trans>
    </StatusBadge>
  );
}

/** One plan's facts: revision, decision (and why), steps per arch, price, note, document. */
function PlanFacts({ plan }: { plan: TPlan }) {
  const { i18n } = useLingui();
  const revision = plan.revision;
  const stage = plan.stageNo;
  const upper = plan.totalSteps.upSteps;
  const lower = plan.totalSteps.downSteps;
  const price = formatMoney(plan.price, i18n.locale);
  const reason = plan.decisionReason;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="text-base font-semibold text-slate-900">
          <Trans>
            Revision {revision}, stage {stage}
          </Trans>
        </h3>
        <PlanDecision plan={plan} />
        <span className="text-sm text-slate-600">
          <CaseTime at={plan.createdAt} />
        </span>
      </div>
      {reason ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          <Trans>The doctor’s reason: {reason}</Trans>
        </p>
      ) : null}
      <p className="text-base text-slate-800">
        <Trans>
          Upper {upper} steps, lower {lower} steps · {price}
        </Trans>
      </p>
      {plan.note ? <p className="whitespace-pre-wrap text-base text-slate-700">{plan.note}</p> : null}
      {plan.document ? <CaseAttachments files={[plan.document]} /> : null}
    </div>
  );
}

/** The plans of the case, newest first: the current one with its staged models in 3D, earlier ones folded. */
export function CasePlans({ plans }: { plans: readonly TPlan[] }) {
  const [current, ...earlier] = plans;
  const count = earlier.length;
  return (
    <section aria-labelledby="factory-plans-title" className={`${cardClass} flex flex-col gap-4`}>
      <h2 id="factory-plans-title" className="text-lg font-semibold text-slate-900">
        <Trans>Treatment plans</Trans>
      </h2>
      {current ? (
        <>
          <PlanFacts plan={current} />
          {current.steps.length > 0 ? <LazyStagedModelViewer steps={stagedStepsOf(current)} /> : null}
        </>
      ) : (
        <p className="text-base text-slate-600">
          <Trans>No plan yet.</Trans>
        </p>
      )}
      {count > 0 ? (
        <details className="rounded-lg border border-slate-200 px-3 py-2">
          <summary className="min-h-11 cursor-pointer py-2 text-base font-medium text-slate-800">
            <Trans>Earlier plans ({count})</Trans>
          </summary>
          <ul className="mt-2 flex flex-col gap-4">
            {earlier.map((plan) => (
              <li key={plan.id} className="border-t border-slate-100 pt-3">
                <PlanFacts plan={plan} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
