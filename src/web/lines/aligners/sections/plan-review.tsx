import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TFileLink } from '../../../../domain/orders/fields';
import type { TPlan } from '../../../../domain/lines/aligners/detail';
import { CaseTime } from '../../../components/cases/case-timeline';
import { formatMoney } from '../../../lib/money/format-money';
import { DetailFact } from '../../../features/orders/components/detail-fact';
import { cardClass, linkClass } from '../../../components/ui/styles';
import { LazyStagedModelViewer } from '../../../components/model-viewer/lazy';
import type { ModelSource, StagedStep } from '../../../lib/model-viewer/types';

const urlSource = (file: TFileLink | null): ModelSource | null =>
  file ? { kind: 'url', url: file.url, fileName: file.name } : null;

/** The plan's staged models as the viewer takes them, in step order. */
export function stagedStepsOf(plan: TPlan): StagedStep[] {
  return [...plan.steps]
    .sort((a, b) => a.step - b.step)
    .map((step) => ({ step: step.step, upper: urlSource(step.upper), lower: urlSource(step.lower) }));
}

function PlanSteps({ plan }: { plan: TPlan }) {
  const { upSteps, downSteps } = plan.totalSteps;
  return (
    <Trans>
      upper {upSteps}, lower {downSteps}
    </Trans>
  );
}

function DocumentLink({ document }: { document: TFileLink | null }) {
  if (!document) return <Trans>none</Trans>;
  return (
    <a href={document.url} target="_blank" rel="noreferrer" className={linkClass}>
      <Trans>Open the PDF</Trans>
    </a>
  );
}

function Decision({ plan }: { plan: TPlan }) {
  if (plan.decision === 'approved') return <Trans>Approved</Trans>;
  if (plan.decision === 'rejected') return <Trans>Rejected</Trans>;
  return <Trans>Not decided</Trans>;
}

/** The current plan: its facts, and its staged models to scrub through step by step. */
function CurrentPlan({ plan }: { plan: TPlan }) {
  const { i18n } = useLingui();
  const steps = stagedStepsOf(plan);
  const revision = plan.revision;
  // The server leaves the price out for staff whose prices are hidden.
  const price: unknown = plan.price;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <DetailFact term={<Trans>Steps</Trans>}>
          <PlanSteps plan={plan} />
        </DetailFact>
        <DetailFact term={<Trans>Revision</Trans>}>{revision}</DetailFact>
        <DetailFact term={<Trans>Plan document</Trans>}>
          <DocumentLink document={plan.document} />
        </DetailFact>
        {typeof price === 'number' ? (
          <DetailFact term={<Trans>Price</Trans>}>{formatMoney(price, i18n.locale)}</DetailFact>
        ) : null}
        <DetailFact term={<Trans>Published</Trans>}>
          <CaseTime at={plan.createdAt} />
        </DetailFact>
        {plan.decision ? (
          <DetailFact term={<Trans>Decision</Trans>}>
            <Decision plan={plan} />
          </DetailFact>
        ) : null}
      </dl>
      {plan.note ? (
        <div>
          <h3 className="text-sm font-medium text-slate-600">
            <Trans>The factory's note</Trans>
          </h3>
          <p className="mt-1 whitespace-pre-line text-base text-slate-900">{plan.note}</p>
        </div>
      ) : null}
      {steps.length > 0 ? (
        // The viewer has its own step slider ("Treatment step") and says which step shows.
        <LazyStagedModelViewer steps={steps} />
      ) : (
        <p className="text-base text-slate-600">
          <Trans>This plan has no staged models.</Trans>
        </p>
      )}
    </div>
  );
}

/** Earlier plans (revisions and earlier stages), each with the decision taken on it and its reason. */
function EarlierPlans({ plans }: { plans: readonly TPlan[] }) {
  if (plans.length === 0) return null;
  return (
    <div>
      <h3 className="text-base font-semibold text-slate-900">
        <Trans>Earlier revisions</Trans>
      </h3>
      <ul className="mt-2 grid gap-2">
        {plans.map((plan) => {
          const { revision, stageNo } = plan;
          const reason = plan.decisionReason;
          return (
            <li key={plan.id} className="rounded-lg border border-slate-200 px-4 py-3" data-testid="plan-revision">
              <p className="font-medium text-slate-900">
                <Trans>
                  Revision {revision}, stage {stageNo}
                </Trans>{' '}
                · <Decision plan={plan} /> · <CaseTime at={plan.createdAt} />
              </p>
              <p className="text-sm text-slate-700">
                <Trans>Steps:</Trans> <PlanSteps plan={plan} />
              </p>
              {reason ? (
                <p className="mt-1 text-sm text-slate-800">
                  <Trans>Reason: {reason}</Trans>
                </p>
              ) : null}
              {plan.document ? <DocumentLink document={plan.document} /> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The plan review: the current plan (the first; plans come newest first) and the earlier ones. */
export function PlanReview({ plans }: { plans: readonly TPlan[] }) {
  const [current, ...earlier] = plans;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`${cardClass} grid gap-5`}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        <Trans>Treatment plan</Trans>
      </h2>
      {current ? (
        <CurrentPlan key={current.id} plan={current} />
      ) : (
        <p className="text-base text-slate-600">
          <Trans>The factory has not published a plan yet.</Trans>
        </p>
      )}
      <EarlierPlans plans={earlier} />
    </section>
  );
}
