import { useId, useState } from 'react';
import dayjs from 'dayjs';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { CORRECT_SITUATIONS, ZCompletionFields } from '../../../../domain/lines/aligners/production';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { errorTextClass, focusRing } from '../../../components/ui/styles';
import { ALIGNER_PATHS } from '../../../../domain/lines/aligners/requests';
import { MoveDialog } from '../../../components/cases/move-dialog';
import { DetailAddressField } from './address-field';
import { isActionAllowed } from './aligner-move-rules';
import { detailFormErrors } from './form-errors';
import { useQueueAlignerMove } from './queue-aligner-move';
import { DateField } from '../../../components/date-picker/date-field';

const REMARK_MAX = 200;

export const correctSituationLabels = {
  asPlanned: msg`Corrected as planned`,
  improved: msg`Improved`,
  notAchieved: msg`Not achieved`,
} satisfies Record<(typeof CORRECT_SITUATIONS)[number], MessageDescriptor>;

const completionMessages = {
  dateInFuture: msg`The completion date must not be in the future.`,
};

type CompletionDraft = {
  completeDate: string;
  correctSituation: string;
  correctRemark: string;
  customRetainer: boolean;
  retainerProdRequire: string;
  addressId: number | null;
};

function CorrectSituationField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { i18n } = useLingui();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-800">
        <Trans>Correction result</Trans>
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {CORRECT_SITUATIONS.map((situation) => (
          <label
            key={situation}
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 has-checked:border-teal-700 has-checked:bg-teal-50 ${error ? 'border-red-600' : 'border-slate-300'} has-focus-visible:outline-2 has-focus-visible:outline-teal-700`}
          >
            <input
              type="radio"
              name="correctSituation"
              value={situation}
              checked={value === situation}
              onChange={() => onChange(situation)}
              className={`size-4 accent-teal-700 ${focusRing}`}
            />
            {i18n._(correctSituationLabels[situation])}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={errorTextClass}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type CompletionFormDialogProps = {
  detail: TCaseDetail;
  onClose: () => void;
  /** The completion is on the device. */
  onQueued: () => void;
};

/** The doctor finishes the treatment (received 25 -> completed 26), and may order retainers with it. */
export function CompletionFormDialog({ detail, onClose, onQueued }: CompletionFormDialogProps) {
  const { i18n, t } = useLingui();
  const today = dayjs().format('YYYY-MM-DD');
  const [draft, setDraft] = useState<CompletionDraft>({
    completeDate: today,
    correctSituation: '',
    correctRemark: '',
    customRetainer: false,
    retainerProdRequire: '',
    addressId: null,
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const move = useQueueAlignerMove(detail, 'complete', onQueued);
  const change = (patch: Partial<CompletionDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: keyof CompletionDraft) => errors[field];

  const onSubmit = () => {
    const fields = draft.customRetainer ? draft : { ...draft, retainerProdRequire: '', addressId: null };
    const parsed = ZCompletionFields.safeParse(fields);
    const found = detailFormErrors(i18n, parsed);
    // A date typed past the picker's limit: the treatment cannot have ended tomorrow.
    if (!found.completeDate && draft.completeDate > today) found.completeDate = i18n._(completionMessages.dateInFuture);
    // The schema's retainer rule runs only once the rest is valid: say it with the other problems.
    if (draft.customRetainer && draft.addressId === null) found.addressId ??= i18n._(caseMessages.addressRequired);
    setErrors(found);
    if (!parsed.success || found.completeDate) return;
    void move.send(ALIGNER_PATHS.complete, parsed.data);
  };

  return (
    <MoveDialog
      title={t`Complete the treatment`}
      description={<Trans>Record how the treatment ended. Retainers can be ordered with it.</Trans>}
      confirmLabel={t`Complete the treatment`}
      isAllowed={isActionAllowed('complete', detail)}
      onSubmit={onSubmit}
      onClose={onClose}
      isSaving={move.isSaving}
      formError={move.error}
      size="lg"
    >
      <DateField
        label={<Trans>Completion date</Trans>}
        isRequired
        max={today}
        value={draft.completeDate}
        onChange={(completeDate) => change({ completeDate })}
        error={errorOf('completeDate')}
      />
      <CorrectSituationField
        value={draft.correctSituation}
        onChange={(correctSituation) => change({ correctSituation })}
        error={errorOf('correctSituation')}
      />
      <TextAreaField
        name="correctRemark"
        label={<Trans>Correction remark</Trans>}
        value={draft.correctRemark}
        maxLength={REMARK_MAX}
        onChange={(event) => change({ correctRemark: event.target.value })}
        error={errorOf('correctRemark')}
      />
      <label className="inline-flex min-h-11 items-center gap-3 text-base text-slate-800">
        <input
          type="checkbox"
          name="customRetainer"
          checked={draft.customRetainer}
          onChange={(event) => change({ customRetainer: event.target.checked })}
          className={`size-5 accent-teal-700 ${focusRing}`}
        />
        <Trans>Order retainers</Trans>
      </label>
      {draft.customRetainer ? (
        <>
          <TextAreaField
            name="retainerProdRequire"
            label={<Trans>Retainer requirements</Trans>}
            value={draft.retainerProdRequire}
            maxLength={REMARK_MAX}
            onChange={(event) => change({ retainerProdRequire: event.target.value })}
            error={errorOf('retainerProdRequire')}
          />
          <DetailAddressField
            value={draft.addressId}
            onChange={(addressId) => change({ addressId })}
            error={errorOf('addressId')}
          />
        </>
      ) : null}
    </MoveDialog>
  );
}
