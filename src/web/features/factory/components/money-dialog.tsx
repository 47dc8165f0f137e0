import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { caseMessages } from '../../../../domain/cases/case-messages';
import type { ApiResult } from '../../../lib/http/api-client';
import { FormDialog } from '../../../components/ui/form-dialog';
import { NumericField } from '../../../components/ui/form/numeric-field';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { parseAmount } from '../../../lib/money/parse-amount';

type MoneyDialogProps<T> = {
  title: string;
  description: ReactNode;
  amountLabel: ReactNode;
  amountHint?: ReactNode;
  /** An empty amount is allowed (the whole of what is left). */
  isAmountOptional: boolean;
  reasonLabel: ReactNode;
  submitLabel: { idle: ReactNode; busy: ReactNode };
  /** Sends the amount (null: the whole) and the reason under the dialog's Idempotency-Key. */
  send: (input: { amount: number | null; reason: string }, idempotencyKey: string) => Promise<ApiResult<T>>;
  onDone: (answer: T) => void;
  onClose: () => void;
};

/**
 * A factory finance form for money (a refund, a balance credit): an amount in yuan and a reason, checked here and again
 * by the server. One Idempotency-Key for the dialog's life, so a retry after a lost answer moves the money once; what
 * was typed stays when the server refuses, with its message.
 */
export function MoneyDialog<T>(props: MoneyDialogProps<T>) {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = amount.trim() === '' && props.isAmountOptional ? null : parseAmount(amount);
    const found = {
      amount:
        amount.trim() !== '' || !props.isAmountOptional
          ? parsed === null
            ? i18n._(caseMessages.amountInvalid)
            : undefined
          : undefined,
      reason: reason.trim() === '' ? t`Enter the reason.` : undefined,
    };
    setErrors(found);
    if (found.amount || found.reason) return;
    setIsSubmitting(true);
    setFormError(null);
    const result = await props.send({ amount: parsed, reason: reason.trim() }, key);
    setIsSubmitting(false);
    if (!result.ok) return setFormError(result.msg);
    props.onDone(result.data);
  }

  return (
    <FormDialog
      title={props.title}
      description={props.description}
      size="md"
      formRef={formRef}
      onSubmit={(event) => void submit(event)}
      isSubmitting={isSubmitting}
      formError={formError}
      onClose={props.onClose}
      submitLabel={props.submitLabel}
    >
      <NumericField
        label={props.amountLabel}
        hint={props.amountHint}
        isRequired={!props.isAmountOptional}
        value={amount}
        onValueChange={(text) => {
          setAmount(text);
          setErrors((current) => ({ ...current, amount: undefined }));
        }}
        error={errors.amount}
      />
      <TextAreaField
        label={props.reasonLabel}
        isRequired
        maxLength={500}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors((current) => ({ ...current, reason: undefined }));
        }}
        error={errors.reason}
        className="sm:col-span-2"
      />
    </FormDialog>
  );
}
