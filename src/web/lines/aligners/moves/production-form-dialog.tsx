import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { caseMessages } from '../../../../domain/cases/case-messages';
import {
  maxProduceSteps,
  produceStepsProblem,
  STAGED_MAX_STEPS,
  ZProductionFields,
  type TArchSteps,
} from '../../../../domain/lines/aligners/production';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { ALIGNER_PATHS } from '../../../../domain/lines/aligners/requests';
import { MoveDialog } from '../../../components/cases/move-dialog';
import { DetailAddressField } from './address-field';
import { isActionAllowed } from './aligner-move-rules';
import { detailFormErrors } from './form-errors';
import { useQueueAlignerMove } from './queue-aligner-move';
import { ProductionSteppers, stepsOfDraft, type StepsDraft } from './production-steppers';

const REMARK_MAX = 200;

function StepsFact({ label, steps }: { label: ReactNode; steps: TArchSteps }) {
  const { upSteps, downSteps } = steps;
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-base font-medium text-slate-900">
        <Trans>
          upper {upSteps}, lower {downSteps}
        </Trans>
      </dd>
    </div>
  );
}

type ProductionFormDialogProps = {
  detail: TCaseDetail;
  onClose: () => void;
  /** The request is on the device. */
  onQueued: () => void;
};

/**
 * The doctor asks for a batch of aligners (plan passed 14 -> 20, or received 25 -> 20 for the next batch): the plan's
 * steps and those produced so far, the steps to produce per arch (0 to 5 until the final payment is paid), the
 * shipping address and a remark.
 */
export function ProductionFormDialog({ detail, onClose, onQueued }: ProductionFormDialogProps) {
  const { i18n, t } = useLingui();
  const context = detail.production;
  const max = maxProduceSteps(context);
  const [steps, setSteps] = useState<StepsDraft>(() => ({
    upSteps: String(Math.min(1, max.upSteps)),
    downSteps: String(Math.min(1, max.downSteps)),
  }));
  const [addressId, setAddressId] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const move = useQueueAlignerMove(detail, 'requestProduction', onQueued);

  const produce = stepsOfDraft(steps);
  const problem = produceStepsProblem(produce, context);
  // Going past the staged rule or the plan is said at once; "none" waits for the submit.
  const liveProblem = problem === 'stepsNone' ? null : problem;
  const shownProblem = liveProblem ?? (errors.produceSteps ? problem : null);
  const stepsError = shownProblem ? i18n._(caseMessages[shownProblem]) : null;

  const onSubmit = () => {
    const fields = { produceSteps: produce, addressId: addressId ?? undefined, produceRemark: remark };
    const parsed = ZProductionFields.safeParse(fields);
    const found = detailFormErrors(i18n, parsed);
    const next: Partial<Record<string, string>> = { addressId: found.addressId, produceRemark: found.produceRemark };
    if (problem) next.produceSteps = i18n._(caseMessages[problem]);
    setErrors(next);
    if (!parsed.success || problem) return;
    const { upSteps, downSteps } = parsed.data.produceSteps;
    void move.send(ALIGNER_PATHS.production, parsed.data, { about: t`upper ${upSteps}, lower ${downSteps}` });
  };

  return (
    <MoveDialog
      title={t`Ask for production`}
      description={
        context.finalPaid ? (
          <Trans>The final payment is paid: you may produce up to the rest of the plan.</Trans>
        ) : (
          <Trans>Until the final payment is paid, a batch holds at most {STAGED_MAX_STEPS} steps per arch.</Trans>
        )
      }
      confirmLabel={t`Ask for production`}
      isAllowed={isActionAllowed('requestProduction', detail)}
      onSubmit={onSubmit}
      onClose={onClose}
      isSaving={move.isSaving}
      formError={move.error}
      size="lg"
    >
      <dl className="grid gap-2 sm:grid-cols-2">
        <StepsFact label={<Trans>Plan steps</Trans>} steps={context.totalSteps} />
        <StepsFact label={<Trans>Already produced</Trans>} steps={context.alreadySteps} />
      </dl>
      {context.pendingSteps ? (
        <FormAlert tone="info" size="sm">
          <Trans>A batch asked for earlier is still on its way.</Trans>
        </FormAlert>
      ) : null}
      <ProductionSteppers draft={steps} max={max} onChange={setSteps} error={stepsError} />
      <DetailAddressField value={addressId} onChange={setAddressId} error={errors.addressId} />
      <TextAreaField
        name="produceRemark"
        label={<Trans>Production remark</Trans>}
        value={remark}
        maxLength={REMARK_MAX}
        onChange={(event) => setRemark(event.target.value)}
        error={errors.produceRemark}
      />
    </MoveDialog>
  );
}
