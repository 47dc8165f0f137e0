import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { ORDER_STATUS } from '../../../../domain/order-status';
import { dangerOutlineButtonClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { toast } from '../../../components/ui/toast/toast-store';
import { CompletionFormDialog } from './completion-form-dialog';
import { usePermissions } from '../../../lib/session/permissions';
import { caseWizardPath, detailActionsOf, type DetailActionKind } from './detail-action-rules';
import { DetailReasonDialog } from './detail-reason-dialog';
import { ProductionFormDialog } from './production-form-dialog';

type ActionStyle = 'primary' | 'secondary' | 'danger';

const buttons: Record<DetailActionKind, { label: MessageDescriptor; style: ActionStyle }> = {
  continueEditing: { label: msg`Continue editing`, style: 'primary' },
  approvePlan: { label: msg`Approve the plan`, style: 'primary' },
  rejectPlan: { label: msg`Reject the plan`, style: 'secondary' },
  requestProduction: { label: msg`Ask for production`, style: 'primary' },
  confirmReceipt: { label: msg`Confirm receipt`, style: 'primary' },
  complete: { label: msg`Complete the treatment`, style: 'secondary' },
  restart: { label: msg`Restart the stage`, style: 'secondary' },
  restore: { label: msg`Restore`, style: 'primary' },
  ignore: { label: msg`Ignore`, style: 'secondary' },
  cancel: { label: msg`Cancel the order`, style: 'danger' },
};

const styleClasses: Record<ActionStyle, string> = {
  primary: primaryButtonClass,
  secondary: secondaryButtonClass,
  danger: dangerOutlineButtonClass,
};

const doneMessages: Partial<Record<DetailActionKind, MessageDescriptor>> = {
  approvePlan: msg`The plan is approved.`,
  rejectPlan: msg`The plan was sent back to the factory with your reason.`,
  requestProduction: msg`Production was asked for.`,
  confirmReceipt: msg`Receipt confirmed.`,
  complete: msg`The treatment is completed.`,
  restart: msg`The stage was restarted: enter the new case data.`,
  restore: msg`The case is restored.`,
  ignore: msg`The case is ignored.`,
  cancel: msg`The order is cancelled.`,
};

type DetailActionsProps = { detail: TCaseDetail; detailKey: readonly unknown[] };

/** The changes the caller may make to the case now, each as a button opening its dialog or form. */
export function DetailActions({ detail, detailKey }: DetailActionsProps) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<DetailActionKind | null>(null);
  const can = usePermissions();
  const actions = detailActionsOf(detail, can);
  if (actions.length === 0 && open === null) return null;

  const onDone = (kind: DetailActionKind) => () => {
    setOpen(null);
    const done = doneMessages[kind];
    if (done) toast.success(done);
    if (kind === 'restart') navigate(caseWizardPath(detail.orderId));
  };
  const dialogProps = { detail, detailKey, onClose: () => setOpen(null) };

  return (
    <>
      <div role="group" aria-label={i18n._(msg`Actions`)} className="flex flex-wrap gap-2">
        {actions.map((kind) => {
          const { label, style } = buttons[kind];
          const text =
            kind === 'requestProduction' && detail.status === ORDER_STATUS.received
              ? i18n._(msg`Produce the next batch`)
              : i18n._(label);
          return kind === 'continueEditing' ? (
            <Link
              key={kind}
              href={caseWizardPath(detail.orderId)}
              className={styleClasses[style]}
              data-testid="case-action-continueEditing"
            >
              {text}
            </Link>
          ) : (
            <button
              key={kind}
              type="button"
              onClick={() => setOpen(kind)}
              className={styleClasses[style]}
              data-testid={`case-action-${kind}`}
            >
              {text}
            </button>
          );
        })}
      </div>
      {open === 'requestProduction' ? <ProductionFormDialog {...dialogProps} onDone={onDone(open)} /> : null}
      {open === 'complete' ? <CompletionFormDialog {...dialogProps} onDone={onDone(open)} /> : null}
      {open !== null && open !== 'requestProduction' && open !== 'complete' && open !== 'continueEditing' ? (
        <DetailReasonDialog {...dialogProps} kind={open} onDone={onDone(open)} />
      ) : null}
    </>
  );
}
