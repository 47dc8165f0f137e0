import { useEffect, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toCents, fromCents } from '../../../../domain/money';
import { PaymentErrorCode } from '../../../../domain/payments/payment-codes';
import type { TRemittanceView } from '../../../../domain/payments/remittances';
import { TextField } from '../../../components/ui/form/text-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { primaryButtonClass } from '../../../components/ui/styles';
import { FileUploadField } from '../../../components/upload/file-upload-field';
import { failureOf } from '../../../lib/forms/request-failure';
import { useSubmitRemittance } from '../api/remittances-api';
import { paymentProblemOf } from '../lib/payment-failure';
import {
  clearRemittanceDraft,
  readRemittanceDraft,
  saveRemittanceDraft,
  type RemittanceDraft,
} from '../lib/remittance-draft';
import { amountOf, remittanceErrors, type RemittanceField } from '../lib/remittance-form';

export type RemittanceFormProps = {
  clinicId: number;
  clinicName: string;
  payIds: readonly number[];
  /** The coupon combineCheck took off (the remittance takes it as mergePay would). */
  couponId: number | null;
  /** What is to be paid: the remittance's amount must be exactly this. */
  payAmount: number;
  isOnline: boolean;
  /** Waits for something else on the page (the fee agreement). */
  isBlocked: boolean;
  onSubmitted: (remittance: TRemittanceView) => void;
};

/**
 * The clinic records the bank remittance it made: the payer account (its name must be the clinic's), the bank, the
 * amount, the day, and a photo of the receipt. Kept in sessionStorage as it is typed (offline or a reload loses
 * nothing); checked here with the server's rules, sent under an Idempotency-Key, cleared once recorded.
 */
export function RemittanceForm(props: RemittanceFormProps) {
  const { i18n } = useLingui();
  const { clinicId, clinicName, payAmount } = props;
  // The amount starts as what is to be paid (a saved draft keeps what was typed).
  const [draft, setDraft] = useState<RemittanceDraft>(() => {
    const saved = readRemittanceDraft(clinicId);
    return saved.amount === '' ? { ...saved, amount: fromCents(toCents(payAmount)).toFixed(2) } : saved;
  });
  const [errors, setErrors] = useState<Partial<Record<RemittanceField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const submit = useSubmitRemittance();
  useEffect(() => saveRemittanceDraft(clinicId, draft), [clinicId, draft]);

  const change = (field: keyof RemittanceDraft, value: RemittanceDraft[keyof RemittanceDraft]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field === 'proof' ? 'proofKey' : field]: undefined }));
  };

  const send = async () => {
    setProblem(null);
    const found = remittanceErrors(i18n, draft, { clinicName, payAmount });
    setErrors(found);
    if (Object.values(found).some(Boolean) || !draft.proof) return;
    try {
      const remittance = await submit.mutateAsync({
        payIds: [...props.payIds],
        ...(props.couponId === null ? {} : { couponId: props.couponId }),
        payerAccountName: draft.payerAccountName,
        payerAccountNo: draft.payerAccountNo,
        payerBank: draft.payerBank,
        amount: amountOf(draft),
        remittedOn: draft.remittedOn,
        proofKey: draft.proof.key,
      });
      clearRemittanceDraft(clinicId);
      props.onSubmitted(remittance);
    } catch (error) {
      const message = paymentProblemOf(error, i18n).message;
      const code = failureOf(error)?.code;
      if (code === PaymentErrorCode.remittanceNameMismatch) setErrors({ payerAccountName: message });
      else if (code === PaymentErrorCode.remittanceAmountMismatch) setErrors({ amount: message });
      else if (code === PaymentErrorCode.remittanceProofMissing) setErrors({ proofKey: message });
      else setProblem(message);
    }
  };

  const text = (field: 'payerAccountName' | 'payerAccountNo' | 'payerBank' | 'remittedOn') => ({
    value: draft[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      aria-labelledby="remittance-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h2 id="remittance-form-title" className="text-lg font-semibold text-slate-900">
        <Trans>Record the remittance</Trans>
      </h2>
      <TextField
        label={<Trans>Remitting account name</Trans>}
        hint={<Trans>The clinic's name: {clinicName}</Trans>}
        autoComplete="organization"
        isRequired
        {...text('payerAccountName')}
      />
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          label={<Trans>Remitting account number</Trans>}
          inputMode="numeric"
          isRequired
          {...text('payerAccountNo')}
        />
        <TextField label={<Trans>Remitting bank</Trans>} isRequired {...text('payerBank')} />
        <TextField
          label={<Trans>Amount remitted</Trans>}
          inputMode="decimal"
          isRequired
          value={draft.amount}
          error={errors.amount}
          onChange={(event) => change('amount', event.target.value)}
        />
        <TextField label={<Trans>Day of the remittance</Trans>} type="date" isRequired {...text('remittedOn')} />
      </div>
      <FileUploadField
        label={<Trans>Photo of the remittance receipt</Trans>}
        purpose="remittance"
        value={draft.proof}
        onChange={(file) => change('proof', file)}
        onBusyChange={setUploading}
        error={errors.proofKey}
      />
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {!props.isOnline ? (
        <FormAlert tone="warning">
          <Trans>
            Recording a remittance needs the network. What you typed is kept here until the connection returns.
          </Trans>
        </FormAlert>
      ) : null}
      <button
        type="submit"
        className={`${primaryButtonClass} self-start`}
        disabled={!props.isOnline || props.isBlocked || isUploading || submit.isPending}
      >
        {submit.isPending ? <Trans>Recording…</Trans> : <Trans>Record the remittance</Trans>}
      </button>
    </form>
  );
}
