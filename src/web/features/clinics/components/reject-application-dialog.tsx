import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TClinicApplication } from '../../../../domain/clinics/company';
import { collectClinicIssues } from '../../../lib/forms/clinic-field-errors';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { useRejectApplication, ZApplyRejectRequest } from '../api/reject-application';
import { ModalDialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { dangerButtonClass } from '../../../components/ui/styles';
import { DialogFormActions } from './dialog-form-actions';

type RejectApplicationDialogProps = {
  application: TClinicApplication;
  onClose: () => void;
  onRejected: () => void;
};

/** Refusing needs a reason (spec section 5): the applicant reads it in their list of clinics. */
export function RejectApplicationDialog({ application, onClose, onRejected }: RejectApplicationDialogProps) {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const reject = useRejectApplication();
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reject.isPending) return;
    setFormError(null);
    const parsed = ZApplyRejectRequest.safeParse({
      clinicId: application.clinicId,
      userId: application.userId,
      remark,
    });
    if (!parsed.success) {
      setRemarkError(collectClinicIssues(i18n, parsed).remark ?? null);
      focusFirstInvalid();
      return;
    }
    const result = await reject.mutateAsync(parsed.data);
    if (!result.ok) {
      setFormError(result.msg || t`The application could not be refused. Please try again.`);
      return;
    }
    onRejected();
  }

  return (
    <ModalDialog
      title={<Trans>Refuse the application</Trans>}
      description={<Trans>{application.firstName} will see the reason you give.</Trans>}
      onClose={onClose}
    >
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Refuse the application`}>
        <fieldset disabled={reject.isPending} className="flex flex-col gap-4">
          <TextAreaField
            name="remark"
            label={<Trans>Reason</Trans>}
            value={remark}
            onChange={(event) => {
              setRemark(event.target.value);
              setRemarkError(null);
            }}
            error={remarkError}
            maxLength={100}
          />
          <DialogFormActions
            formError={formError}
            onCancel={onClose}
            submitLabel={reject.isPending ? <Trans>Refusing…</Trans> : <Trans>Refuse</Trans>}
            submitClassName={dangerButtonClass}
          />
        </fieldset>
      </form>
    </ModalDialog>
  );
}
