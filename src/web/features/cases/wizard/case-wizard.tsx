import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { CASE_WIZARD_STEPS, type CaseWizardStep } from '../../../../domain/cases/case-data';
import { CaseErrorCode } from '../../../../domain/cases/case-codes';
import { caseErrorMessages } from '../../../../domain/cases/case-messages';
import { canOrderWith } from '../../../../domain/clinics/auth-statuses';
import { DraftStatusIndicator } from '../../../components/ui/draft-status';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import { FormAlert } from '../../../components/ui/form-alert';
import { linkClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { toast } from '../../../components/ui/toast/toast-store';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { announceQueued } from '../../../lib/offline/announce-queued';
import { ItemIdTakenError, itemIdTakenMessage } from '../../../lib/offline/outbox';
import { reportQuotaError } from '../../../lib/offline/storage-persistence';
import { useDraft } from '../../../lib/offline/use-draft';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { useCan } from '../../../lib/session/permissions';
import { useSession } from '../../../lib/session/session-store';
import { orderIdOfAnswer, queueCaseSubmit } from '../api/submit-case';
import { readSubmitState } from './case-drafts';
import { StepBar, STEP_LABELS } from './step-bar';
import { BasicStep } from './steps/basic-step';
import { DiagnosisStep } from './steps/diagnosis-step';
import { ImagesStep } from './steps/images-step';
import { ModelStep } from './steps/model-step';
import { PreviewStep } from './steps/preview-step';
import { SchemeStep } from './steps/scheme-step';
import type { WizardStepProps } from './steps/step-props';
import { SubmissionBanner } from './submission-banner';
import { photosOfStage, usePatientRecords } from './use-patient-records';
import { caseWarnings } from './wizard-warnings';
import { caseDraftKey, CASE_DRAFTS_PATH, orderPathOf, stepIndex, withStep, type CaseWizardDraft } from './wizard-draft';
import { allStepErrors, clockNow, DATA_STEPS, stepErrors } from './wizard-validation';

/** The clinic certification page (the clinics feature's /myCompany). */
const COMPANY_CERTIFICATION_PATH = '/myCompany';
const submitAnywayTitle = msg`Submit the case as it is?`;
const submitAnywayLabel = msg`Submit anyway`;
const caseReceivedMessage = msg`Case submitted: the manufacturer has received it.`;

type CaseWizardProps = { initial: CaseWizardDraft; clinicId: number };

/**
 * The aligner case wizard: six steps over one draft saved on the device as the user types. Leaving a step forward
 * checks it with its schema (errors at the fields); going back is free; the submit waits until every step is valid
 * and then queues one outbox item. The draft stays, marked submitted, until the server acknowledges the case.
 */
export function CaseWizard({ initial, clinicId }: CaseWizardProps) {
  const { i18n } = useLingui();
  const { session } = useSession();
  const db = useUserDatabase();
  const [, navigate] = useLocation();
  // Per tab: the same wizard open in two tabs is two drafts, each submitted under its own outbox item id.
  const draft = useDraft<CaseWizardDraft>(caseDraftKey(initial.id), initial, { perTab: true });
  const value = draft.value;
  const [checked, setChecked] = useState<ReadonlySet<CaseWizardStep>>(new Set());
  const [isSubmitting, setIsSubmitting] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const submit = useLiveQuery(() => readSubmitState(db, value.submittedItemId), [db, value.submittedItemId]) ?? {
    kind: 'draft' as const,
  };
  const clock = clockNow();
  const records = usePatientRecords(clinicId, value.patient?.key ?? null);
  const stagePhotoCount =
    value.images.stageKey && records.isLoaded ? photosOfStage(records, value.images.stageKey).length : null;
  const warnings = caseWarnings(i18n, value, stagePhotoCount);
  const errorsOf = (step: CaseWizardStep) => (checked.has(step) ? stepErrors(i18n, step, value, clock) : {});
  const invalidSteps = new Set(
    DATA_STEPS.filter((step) => checked.has(step) && Object.keys(errorsOf(step)).length > 0),
  );
  const isLocked = submit.kind === 'waiting' || submit.kind === 'acknowledged';
  const answeredOrderId =
    submit.kind === 'acknowledged' ? (orderIdOfAnswer(submit.data) ?? value.orderId) : value.orderId;

  // Acknowledged: the draft has done its work; open the order the case became.
  useEffect(() => {
    if (submit.kind !== 'acknowledged') return;
    void draft.clear();
    if (answeredOrderId !== null) navigate(orderPathOf(answeredOrderId), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per acknowledgement
  }, [submit.kind, answeredOrderId]);

  const update: WizardStepProps['update'] = (change) => draft.setValue(change);

  /** Forward: each step on the way must be valid (the first that is not opens with its errors); back: free. */
  function goTo(target: CaseWizardStep) {
    const from = stepIndex(value.step);
    const to = stepIndex(target);
    for (const step of CASE_WIZARD_STEPS.slice(from, Math.max(from, to))) {
      if (Object.keys(stepErrors(i18n, step, value, clock)).length === 0) continue;
      setChecked((current) => new Set([...current, step]));
      if (step !== value.step) draft.setValue((current) => ({ ...current, step }));
      focusFirstInvalid();
      return;
    }
    if (to > from) setChecked((current) => new Set([...current, ...CASE_WIZARD_STEPS.slice(from, to)]));
    draft.setValue((current) => withStep(current, target));
    window.scrollTo?.({ top: 0 });
  }

  async function onSubmit() {
    setChecked(new Set(DATA_STEPS));
    const problems = allStepErrors(i18n, value, clock);
    if (DATA_STEPS.some((step) => Object.keys(problems[step]).length > 0)) return;
    // Gaps the doctor may have reasons for: asked once, then the case goes as it is.
    if (
      warnings.length > 0 &&
      !(await confirm({ title: submitAnywayTitle, body: warnings.join(' '), confirmLabel: submitAnywayLabel }))
    ) {
      return;
    }
    setIsSubmitting(true);
    try {
      await draft.flush();
      const itemId = await queueCaseSubmit(db, { draft: value, clinicId, saveDraft: draft.save });
      draft.setValue((current) => ({ ...current, submittedItemId: itemId }));
      // Online the manufacturer usually has it within a second: say so then; offline or slow, that it waits on the device.
      announceQueued(db, [itemId], caseReceivedMessage, { isRefusalShownByPage: true });
    } catch (error) {
      if (error instanceof ItemIdTakenError) {
        // Nothing was queued: the draft's id went out with another case. A fresh id lets the next submit queue it.
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

  const stepProps: WizardStepProps = { draft: value, update, errors: errorsOf(value.step), clinicId };
  const index = stepIndex(value.step);
  const previousStep = CASE_WIZARD_STEPS[index - 1];
  const nextStep = CASE_WIZARD_STEPS[index + 1];
  const problems = value.step === 'preview' ? allStepErrors(i18n, value, clock) : null;
  // The server refuses a case from a clinic whose company may not order (45012): say so before the doctor tries.
  const mayOrder = session === undefined || canOrderWith(session.orgAuth);
  // Submitting is the case:create button (docs/permissions.md): a nurse prepares the case, a doctor submits it.
  const maySubmit = useCan('case:create');
  const canSubmit =
    mayOrder && problems !== null && DATA_STEPS.every((step) => Object.keys(problems[step]).length === 0);

  return (
    <div className="flex flex-col gap-5" data-testid="case-wizard">
      <header className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-2xl font-semibold text-slate-900">
          {value.orderId === null ? <Trans>New aligner case</Trans> : <Trans>Resubmit case {value.orderId}</Trans>}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <DraftStatusIndicator status={draft.status} failure={draft.failure} />
          <Link href={CASE_DRAFTS_PATH} className={linkClass}>
            <Trans>Temporary storage box</Trans>
          </Link>
        </div>
      </header>
      <SubmissionBanner submit={submit} orderId={answeredOrderId} />
      <StepBar current={value.step} reached={value.reached} invalid={invalidSteps} onGoTo={goTo} />
      <div ref={formRef} className="rounded-xl border border-slate-200 bg-white p-5 print:border-0 print:p-0">
        <h2 className="mb-4 text-lg font-semibold text-slate-900 print:hidden">{i18n._(STEP_LABELS[value.step])}</h2>
        <fieldset disabled={isLocked || draft.status === 'restoring'} className="min-w-0">
          {value.step === 'basic' ? <BasicStep {...stepProps} /> : null}
          {value.step === 'images' ? <ImagesStep {...stepProps} /> : null}
          {value.step === 'model' ? <ModelStep {...stepProps} /> : null}
          {value.step === 'diagnosis' ? (
            <DiagnosisStep
              value={value.diagnosis}
              onChange={(diagnosis) => update((current) => ({ ...current, diagnosis }))}
              errors={stepProps.errors}
            />
          ) : null}
          {value.step === 'scheme' ? (
            <SchemeStep
              value={value.scheme}
              onChange={(scheme) => update((current) => ({ ...current, scheme }))}
              errors={stepProps.errors}
            />
          ) : null}
          {value.step === 'preview' ? (
            <PreviewStep
              draft={value}
              problems={problems ?? {}}
              warnings={warnings}
              stepLabels={STEP_LABELS}
              onGoTo={goTo}
            />
          ) : null}
        </fieldset>
      </div>
      {value.step === 'preview' && !mayOrder ? (
        <FormAlert tone="warning">
          <p>{i18n._(caseErrorMessages[CaseErrorCode.companyNotCertified])}</p>
          <Link href={COMPANY_CERTIFICATION_PATH} className={linkClass}>
            <Trans>Open Clinic certification</Trans>
          </Link>
        </FormAlert>
      ) : null}
      {value.step === 'preview' && !maySubmit ? (
        <FormAlert tone="info">
          <Trans>Only the clinic’s doctors and admins submit cases: ask one of them to submit this one.</Trans>
        </FormAlert>
      ) : null}
      <footer className="flex flex-wrap justify-between gap-3 print:hidden">
        {previousStep ? (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => goTo(previousStep)}
            data-testid="case-back"
          >
            <Trans>Back</Trans>
          </button>
        ) : (
          <span />
        )}
        {nextStep ? (
          <button type="button" className={primaryButtonClass} onClick={() => goTo(nextStep)} data-testid="case-next">
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
