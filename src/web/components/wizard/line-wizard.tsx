import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { CaseErrorCode } from '../../../domain/cases/case-codes';
import { caseErrorMessages } from '../../../domain/cases/case-messages';
import { canOrderWith } from '../../../domain/clinics/auth-statuses';
import { useFocusFirstInvalid } from '../../lib/forms/use-focus-first-invalid';
import { announceQueued } from '../../lib/offline/announce-queued';
import { ItemIdTakenError, itemIdTakenMessage } from '../../lib/offline/outbox';
import { reportQuotaError } from '../../lib/offline/storage-persistence';
import { readSubmitState } from '../../lib/offline/submit-state';
import { useDraft } from '../../lib/offline/use-draft';
import { useUserDatabase } from '../../lib/offline/user-database-context';
import { useCan } from '../../lib/session/permissions';
import { useSession } from '../../lib/session/session-store';
import { confirm } from '../ui/confirm/confirm-store';
import { DraftStatusIndicator } from '../ui/draft-status';
import { FormAlert } from '../ui/form-alert';
import { linkClass, primaryButtonClass, secondaryButtonClass } from '../ui/styles';
import { toast } from '../ui/toast/toast-store';
import { StepBar } from './step-bar';
import { SubmissionBanner } from './submission-banner';
import type { WizardDefinition, WizardDraftBase, WizardScreenProps } from './wizard-definition';
import {
  allProblems,
  blockingStep,
  clockNow,
  hasProblems,
  problemsOf,
  stepIndexOf,
  stepsPassed,
  withStep,
} from './wizard-steps';

/** The clinic certification page (the clinics feature's /myCompany). */
const COMPANY_CERTIFICATION_PATH = '/myCompany';
const submitAnywayTitle = msg`Submit the case as it is?`;
const submitAnywayLabel = msg`Submit anyway`;

type LineWizardProps<Draft extends WizardDraftBase> = {
  definition: WizardDefinition<Draft>;
  initial: Draft;
  clinicId: number;
};

/**
 * The generic order wizard (docs/orders.md, item 5 of the order core): a line's steps over one draft saved on the
 * device as the user types (one per tab: the same wizard in two tabs is two drafts, each submitted under its own
 * outbox item id). Leaving a step forward checks it (errors at the fields); going back is free; the submit waits until
 * every step is valid, asks once about what the line questions, and queues one outbox item. The draft stays, marked
 * submitted, until the server acknowledges the order, then the order opens. A refused submit is corrected here and
 * submitted again under the same item.
 */
export function LineWizard<Draft extends WizardDraftBase>({ definition, initial, clinicId }: LineWizardProps<Draft>) {
  const { i18n } = useLingui();
  const { session } = useSession();
  const db = useUserDatabase();
  const [, navigate] = useLocation();
  const draft = useDraft<Draft>(definition.draftKey(initial.id), initial, { perTab: true });
  const value = draft.value;
  const [checked, setChecked] = useState<ReadonlySet<Draft['step']>>(new Set());
  const [isSubmitting, setIsSubmitting] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const submit = useLiveQuery(() => readSubmitState(db, value.submittedItemId), [db, value.submittedItemId]) ?? {
    kind: 'draft' as const,
  };
  const clock = clockNow();
  const warnings = definition.useWarnings(value, clinicId);
  const errorsOf = (step: Draft['step']) => (checked.has(step) ? problemsOf(i18n, definition, step, value, clock) : {});
  const invalidSteps = new Set(
    definition.steps.filter((step) => checked.has(step.id) && hasProblems(errorsOf(step.id))).map((step) => step.id),
  );
  const isLocked = submit.kind === 'waiting' || submit.kind === 'acknowledged';
  const answeredOrderId =
    submit.kind === 'acknowledged' ? (definition.orderIdOf(submit.data) ?? value.orderId) : value.orderId;

  // Acknowledged: the draft has done its work; open the order it became.
  useEffect(() => {
    if (submit.kind !== 'acknowledged') return;
    void draft.clear();
    if (answeredOrderId !== null) navigate(definition.orderPath(answeredOrderId), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per acknowledgement
  }, [submit.kind, answeredOrderId]);

  const update: WizardScreenProps<Draft>['update'] = (change) => draft.setValue(change);
  const markChecked = (steps: readonly Draft['step'][]) => setChecked((current) => new Set([...current, ...steps]));

  /** Forward: each step on the way must be valid (the first that is not opens with its errors); back: free. */
  function goTo(target: Draft['step']) {
    const blocking = blockingStep(i18n, definition, value, target, clock);
    if (blocking !== null) {
      markChecked([blocking]);
      if (blocking !== value.step) draft.setValue((current) => ({ ...current, step: blocking }));
      focusFirstInvalid();
      return;
    }
    markChecked(stepsPassed(definition, value, target));
    draft.setValue((current) => withStep(definition, current, target));
    window.scrollTo?.({ top: 0 });
  }

  async function onSubmit() {
    const found = allProblems(i18n, definition, value, clock);
    markChecked(Object.keys(found) as Draft['step'][]);
    if (Object.values(found).some(hasProblems)) return;
    // Gaps the doctor may have reasons for: asked once, then the order goes as it is.
    if (
      warnings.length > 0 &&
      !(await confirm({ title: submitAnywayTitle, body: warnings.join(' '), confirmLabel: submitAnywayLabel }))
    ) {
      return;
    }
    setIsSubmitting(true);
    try {
      await draft.flush();
      const itemId = await definition.submit(db, { draft: value, clinicId, saveDraft: draft.save });
      draft.setValue((current) => ({ ...current, submittedItemId: itemId }));
      // Online the manufacturer usually has it within a second: say so then; offline or slow, that it waits on the device.
      announceQueued(db, [itemId], definition.receivedMessage, { isRefusalShownByPage: true });
    } catch (error) {
      if (error instanceof ItemIdTakenError) {
        // Nothing was queued: the draft's id went out with another order. A fresh id lets the next submit queue it.
        toast.error(itemIdTakenMessage);
        draft.setValue((current) => ({ ...current, submittedItemId: null }));
      } else {
        if (!reportQuotaError(error)) toast.error(msg`The case could not be saved on this device.`);
        // The transaction did not commit: write what is on screen again.
        draft.setValue((current) => current);
      }
    } finally {
      setIsSubmitting(false);
    }
  }

  const index = stepIndexOf(definition, value.step);
  const step = definition.steps[index] ?? definition.steps[0];
  const previousStep = definition.steps[index - 1];
  const nextStep = definition.steps[index + 1];
  const isLastStep = nextStep === undefined;
  // Every step's problems only on the last step (its list of what blocks, the submit's gate): the other steps check
  // themselves as the user leaves them.
  const problems = isLastStep ? allProblems(i18n, definition, value, clock) : {};
  const isComplete = isLastStep && !Object.values(problems).some(hasProblems);
  // The server refuses an order from a clinic whose company may not order (45012): say so before the doctor tries.
  const mayOrder = session === undefined || canOrderWith(session.orgAuth);
  // Submitting is the case:create button (docs/permissions.md): a nurse prepares the order, a doctor submits it.
  const maySubmit = useCan('case:create');
  const canSubmit = mayOrder && isComplete;
  const Screen = step.Screen;

  return (
    <div className="flex flex-col gap-5" data-testid="case-wizard">
      <header className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-2xl font-semibold text-slate-900">{definition.title(value)}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <DraftStatusIndicator status={draft.status} failure={draft.failure} />
          <Link href={definition.draftsPath} className={linkClass}>
            <Trans>Temporary storage box</Trans>
          </Link>
        </div>
      </header>
      <SubmissionBanner submit={submit} orderId={answeredOrderId} orderPath={definition.orderPath} />
      <StepBar
        steps={definition.steps}
        current={value.step}
        reached={value.reached}
        invalid={invalidSteps}
        onGoTo={goTo}
      />
      <div ref={formRef} className="rounded-xl border border-slate-200 bg-white p-5 print:border-0 print:p-0">
        <h2 className="mb-4 text-lg font-semibold text-slate-900 print:hidden">{i18n._(step.label)}</h2>
        <fieldset disabled={isLocked || draft.status === 'restoring'} className="min-w-0">
          <Screen
            draft={value}
            update={update}
            errors={errorsOf(step.id)}
            clinicId={clinicId}
            problems={problems}
            warnings={warnings}
            goTo={goTo}
            steps={definition.steps}
          />
        </fieldset>
      </div>
      {isLastStep && !mayOrder ? (
        <FormAlert tone="warning">
          <p>{i18n._(caseErrorMessages[CaseErrorCode.companyNotCertified])}</p>
          <Link href={COMPANY_CERTIFICATION_PATH} className={linkClass}>
            <Trans>Open Clinic certification</Trans>
          </Link>
        </FormAlert>
      ) : null}
      {isLastStep && !maySubmit ? (
        <FormAlert tone="info">
          <Trans>Only the clinic’s doctors and admins submit cases: ask one of them to submit this one.</Trans>
        </FormAlert>
      ) : null}
      <footer className="flex flex-wrap justify-between gap-3 print:hidden">
        {previousStep ? (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => goTo(previousStep.id)}
            data-testid="case-back"
          >
            <Trans>Back</Trans>
          </button>
        ) : (
          <span />
        )}
        {nextStep ? (
          <button
            type="button"
            className={primaryButtonClass}
            onClick={() => goTo(nextStep.id)}
            data-testid="case-next"
          >
            <Trans>Next</Trans>
          </button>
        ) : maySubmit ? (
          <button
            type="button"
            className={primaryButtonClass}
            disabled={!canSubmit || isLocked || isSubmitting}
            onClick={() => void onSubmit()}
            data-testid="case-submit"
          >
            {submit.kind === 'attention' ? <Trans>Submit again</Trans> : <Trans>Submit</Trans>}
          </button>
        ) : null}
      </footer>
    </div>
  );
}
