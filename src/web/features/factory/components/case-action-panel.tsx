import { useState, type ComponentType } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseConflict } from '../../../../domain/orders/events';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { ORDER_STATUS } from '../../../../domain/order-status';
import { caseStatusText } from '../../../components/cases/case-timeline';
import { confirm } from '../../../components/ui/confirm/confirm-store';
import { FormAlert } from '../../../components/ui/form-alert';
import {
  cardClass,
  dangerOutlineButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/styles';
import { changeCaseStatus } from '../api/factory-case-writes';
import { useCaseAction } from '../hooks/use-case-action';
import { usePermissions } from '../../../lib/session/permissions';
import { factoryActionsOf, type FactoryAction, type FactoryActionForm } from '../lib/factory-actions';
import { actionLabels, confirmBodies, uploadRevisionLabel } from './action-labels';
import type { ActionFormProps } from './action-form-props';
import { CaseConflictNotice } from './case-conflict-notice';
import { PaymentOrderForm } from './payment-order-form';
import { PlanUploadForm } from './plan-upload-form';
import { ReasonActionForm } from './reason-action-form';
import { RecordPaymentForm } from './record-payment-form';
import { ShipForm } from './ship-form';

const FORMS: Record<Exclude<FactoryActionForm, 'confirm'>, ComponentType<ActionFormProps>> = {
  reason: ReasonActionForm,
  plan: PlanUploadForm,
  paymentOrder: PaymentOrderForm,
  payment: RecordPaymentForm,
  ship: ShipForm,
};

/**
 * What the factory can do with the case now, from the moves the server lists for the status on screen. A plain change
 * is confirmed, then sent; the others open their form here. After a conflict the open form stays with its input,
 * and says so when its action no longer applies.
 */
export function CaseActionPanel({ detail }: { detail: TCaseDetail }) {
  const { i18n, t } = useLingui();
  const [opened, setOpened] = useState<FactoryAction | null>(null);
  const [conflict, setConflict] = useState<TCaseConflict | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const can = usePermissions();
  const actions = factoryActionsOf(detail.orderType, detail.status, detail.nextStatuses, can);
  const labelOf = (action: FactoryAction) =>
    i18n._(
      action.kind === 'uploadPlan' && detail.status === ORDER_STATUS.planToBeAdjusted
        ? uploadRevisionLabel
        : actionLabels[action.kind],
    );

  function done(action: FactoryAction) {
    setOpened(null);
    setConflict(null);
    setOutcome(t`Done: ${labelOf(action)}.`);
  }

  const direct = useCaseAction(changeCaseStatus, { onDone: () => undefined, onConflict: setConflict });

  async function choose(action: FactoryAction) {
    setOutcome(null);
    setConflict(null);
    if (action.form !== 'confirm') {
      setOpened(action);
      return;
    }
    setOpened(null);
    const body = confirmBodies[action.kind];
    const label = labelOf(action);
    const isConfirmed = await confirm({ title: t`${label}?`, body, confirmLabel: label });
    if (isConfirmed && (await direct.run({ orderId: detail.orderId, expectedStatus: detail.status, to: action.to }))) {
      done(action);
    }
  }

  const OpenedForm = opened && opened.form !== 'confirm' ? FORMS[opened.form] : null;
  const status = caseStatusText(i18n, detail.status);

  return (
    <section aria-labelledby="factory-actions-title" className={`${cardClass} flex flex-col gap-4`}>
      <h2 id="factory-actions-title" className="text-lg font-semibold text-slate-900">
        <Trans>Actions</Trans>
      </h2>
      {conflict ? <CaseConflictNotice conflict={conflict} onDismiss={() => setConflict(null)} /> : null}
      {outcome ? <FormAlert tone="success">{outcome}</FormAlert> : null}
      {direct.formError ? <FormAlert>{direct.formError}</FormAlert> : null}

      {actions.length === 0 ? (
        <p className="text-base text-slate-600">
          <Trans>Nothing for the factory to do while the case is “{status}”.</Trans>
        </p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {actions.map((action) => (
            <button
              key={action.kind}
              type="button"
              onClick={() => void choose(action)}
              disabled={direct.isPending}
              aria-expanded={action.form === 'confirm' ? undefined : opened?.kind === action.kind}
              className={
                action.isDestructive
                  ? dangerOutlineButtonClass
                  : opened?.kind === action.kind
                    ? secondaryButtonClass
                    : primaryButtonClass
              }
            >
              {labelOf(action)}
            </button>
          ))}
        </div>
      )}

      {opened && OpenedForm ? (
        <OpenedForm
          key={opened.kind}
          detail={detail}
          action={opened}
          label={labelOf(opened)}
          isStillValid={actions.some((action) => action.kind === opened.kind)}
          onCancel={() => setOpened(null)}
          onDone={() => done(opened)}
          onConflict={setConflict}
        />
      ) : null}
    </section>
  );
}
