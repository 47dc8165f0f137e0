import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { caseMessages } from '../../../../domain/cases/case-messages';
import type { TClinicQuota } from '../../../../domain/payments/credit';
import { FormDialog } from '../../../components/ui/form-dialog';
import { NumericField } from '../../../components/ui/form/numeric-field';
import { financeWrites } from '../api/order-payments';

type CreditLimitDialogProps = {
  clinicId: number;
  clinicName: string;
  /** The limit now, shown in the field to start from. */
  limitAmount: number;
  onDone: (quota: TClinicQuota) => void;
  onClose: () => void;
};

/**
 * Factory finance grants or changes a clinic's credit limit (docs/payments.md, "Credit terms"): 0 withdraws credit
 * terms; one Idempotency-Key for the dialog's life; the server's refusal is shown with what was typed kept.
 */
export function CreditLimitDialog({ clinicId, clinicName, limitAmount, onDone, onClose }: CreditLimitDialogProps) {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [key] = useState(() => crypto.randomUUID());
  const [limit, setLimit] = useState(String(limitAmount));
  const [error, setError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = limit.trim();
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(trimmed)) return setError(i18n._(caseMessages.amountInvalid));
    setIsSubmitting(true);
    setFormError(null);
    const result = await financeWrites.creditLimit({ clinicId, limit: Number(trimmed) }, key);
    setIsSubmitting(false);
    if (!result.ok) return setFormError(result.msg);
    onDone(result.data);
  }

  return (
    <FormDialog
      title={t`Credit limit of ${clinicName}`}
      description={<Trans>What the clinic may pay on credit in all. 0 withdraws credit terms.</Trans>}
      size="md"
      formRef={formRef}
      onSubmit={(event) => void submit(event)}
      isSubmitting={isSubmitting}
      formError={formError}
      onClose={onClose}
      submitLabel={{ idle: <Trans>Save</Trans>, busy: <Trans>Saving…</Trans> }}
    >
      <NumericField
        label={<Trans>Credit limit (yuan)</Trans>}
        isRequired
        value={limit}
        onValueChange={(text) => {
          setLimit(text);
          setError(undefined);
        }}
        error={error}
      />
    </FormDialog>
  );
}
