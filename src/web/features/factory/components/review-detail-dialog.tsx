import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TReviewItem } from '../../../../domain/clinics/factory-review';
import { PROFESSIONAL_TITLES } from '../../../../domain/clinics/titles';
import { collectClinicIssues } from '../../../lib/forms/clinic-field-errors';
import { LicenceValidityNote } from '../../../components/ui/licence-validity-note';
import { StoredFilePreview } from '../../../components/upload/stored-file-preview';
import { useReviewAuthentication, ZReviewRequest } from '../api/review-authentication';
import { ModalDialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useCan } from '../../../lib/session/permissions';
import { reviewStateOf, ReviewStatusBadge } from './review-status';
import { ClinicVipPanel } from './clinic-vip-panel';
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { formatDateTime } from '../../../lib/dates/format-day';

type ReviewDetailDialogProps = {
  item: TReviewItem;
  onClose: () => void;
  /** After a decision the server accepted; the message says which. */
  onDecided: (message: string) => void;
};

/** One submitted authentication: its data and images (signed links), and the decision for a pending one. */
export function ReviewDetailDialog({ item, onClose, onDecided }: ReviewDetailDialogProps) {
  const { i18n, t } = useLingui();
  const canReview = useCan('factory:auth-review');
  const canGrantVip = useCan('factory:vip-grant');
  const review = useReviewAuthentication();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Approving and rejecting: the factory:auth-review button (reviewers and factory admins: docs/permissions.md).
  const isPending = reviewStateOf(item) === 'pending' && canReview;
  const title = PROFESSIONAL_TITLES.find((option) => option.value === item.titlePost);
  const files =
    item.kind === 'company'
      ? [
          {
            label: t`Medical institution practising licence`,
            file: item.files.permitLicense,
            validity: item.validities.permitLicense,
          },
          { label: t`Business licence`, file: item.files.businessLicense, validity: item.validities.businessLicense },
        ]
      : [
          { label: t`ID card`, file: item.files.idCardPath, validity: item.validities.idCardPath },
          { label: t`Practising certificate`, file: item.files.certPath, validity: item.validities.certPath },
        ];

  async function decide(approve: boolean) {
    if (review.isPending) return;
    setFormError(null);
    const parsed = ZReviewRequest.safeParse({
      kind: item.kind,
      id: item.id,
      approve,
      ...(approve ? {} : { reason }),
    });
    if (!parsed.success) {
      setReasonError(collectClinicIssues(i18n, parsed).reason ?? null);
      document.getElementById(`review-reason-${item.id}`)?.focus();
      return;
    }
    const result = await review.mutateAsync(parsed.data);
    if (!result.ok) {
      setFormError(result.msg || t`The decision could not be saved. Please try again.`);
      return;
    }
    onDecided(approve ? t`${item.name} was approved.` : t`${item.name} was rejected.`);
  }

  function onReject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void decide(false);
  }

  return (
    <ModalDialog
      title={item.kind === 'company' ? <Trans>Company authentication</Trans> : <Trans>Doctor authentication</Trans>}
      onClose={onClose}
    >
      <div className="flex flex-col gap-5">
        <dl className="grid gap-x-6 gap-y-2 text-base sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-600">{item.kind === 'company' ? <Trans>Company</Trans> : <Trans>Doctor</Trans>}</dt>
          <dd className="font-medium text-slate-900">{item.name}</dd>
          {item.kind === 'doctor' ? (
            <>
              <dt className="text-slate-600">
                <Trans>Professional title</Trans>
              </dt>
              <dd className="text-slate-900">{title ? i18n._(title.label) : (item.titlePost ?? '—')}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">
            <Trans>Applicant’s phone</Trans>
          </dt>
          <dd className="text-slate-900">{item.applicantPhone}</dd>
          <dt className="text-slate-600">
            <Trans>Submitted</Trans>
          </dt>
          <dd className="text-slate-900">{formatDateTime(item.submittedAt, i18n.locale)}</dd>
          <dt className="text-slate-600">
            <Trans>Status</Trans>
          </dt>
          <dd>
            <ReviewStatusBadge item={item} />
          </dd>
          {item.rejectReason ? (
            <>
              <dt className="text-slate-600">
                <Trans>Reason</Trans>
              </dt>
              <dd className="text-slate-900">{item.rejectReason}</dd>
            </>
          ) : null}
        </dl>

        <div className="grid gap-4 sm:grid-cols-2">
          {files.map(({ label, file, validity }) => (
            <div key={label} className="flex flex-col gap-2">
              <StoredFilePreview
                label={label}
                file={file}
                loadFailedMessage={<Trans>The preview could not be loaded. Reload the list for a fresh link.</Trans>}
              />
              <LicenceValidityNote validity={validity} />
            </div>
          ))}
        </div>

        {formError ? <FormAlert>{formError}</FormAlert> : null}

        {/* A company's clinic: its VIP (factory admins; a chain's main clinic covers its branches). */}
        {item.kind === 'company' && item.clinicId !== null && canGrantVip ? (
          <ClinicVipPanel clinicId={item.clinicId} />
        ) : null}

        {isPending ? (
          <form noValidate onSubmit={onReject} aria-label={t`Decision`} className="border-t border-slate-200 pt-4">
            <fieldset disabled={review.isPending} className="flex flex-col gap-4">
              <TextAreaField
                id={`review-reason-${item.id}`}
                label={<Trans>Reason for a rejection</Trans>}
                maxLength={100}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonError(null);
                }}
                error={reasonError}
                hint={reasonError ? undefined : <Trans>Required to reject: the applicant reads it.</Trans>}
              />
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <button type="button" onClick={onClose} className={secondaryButtonClass}>
                  <Trans>Close</Trans>
                </button>
                <button type="submit" className={dangerButtonClass}>
                  <Trans>Reject</Trans>
                </button>
                <button type="button" onClick={() => void decide(true)} className={primaryButtonClass}>
                  <Trans>Approve</Trans>
                </button>
              </div>
            </fieldset>
          </form>
        ) : (
          <div className="flex justify-end">
            <button type="button" onClick={onClose} className={secondaryButtonClass}>
              <Trans>Close</Trans>
            </button>
          </div>
        )}
      </div>
    </ModalDialog>
  );
}
