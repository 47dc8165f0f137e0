import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TClinicApplication } from '../../../../domain/clinics/company';
import { collectClinicIssues } from '../../../lib/forms/clinic-field-errors';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { useRejectApplication, ZApplyRejectRequest } from '../api/reject-application';
import { FormDialog } from './dialog';
import { FormAlert } from './form-alert';
import { TextAreaField } from './form-fields';
import { dangerButtonClass, secondaryButtonClass } from './styles';

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
    <FormDialog
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
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClose} className={secondaryButtonClass}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className={dangerButtonClass}>
              {reject.isPending ? <Trans>Refusing…</Trans> : <Trans>Refuse</Trans>}
            </button>
          </div>
        </fieldset>
      </form>
    </FormDialog>
  );
}
