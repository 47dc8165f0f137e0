import type { ComponentType } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TOrderDetail } from '../../../../domain/orders/detail';
import { findProductLine } from '../../../../domain/product-lines';
import { CaseStatusBadge } from '../../../components/cases/case-status-badge';
import { CaseTime } from '../../../components/cases/case-timeline';
import { PlanStageProgress } from '../../../components/cases/plan-stage-progress';
import { cardClass } from '../../../components/ui/styles';
import { DetailPayLink } from './detail-pay-link';

/** The line's changes the caller may make to the order now (src/web/lines/<line>/moves). */
export type DetailActionsComponent<D extends TOrderDetail = TOrderDetail> = ComponentType<{ detail: D }>;

/**
 * Who and what the case is (patient, order number, product line in its colour, status, stage), and the changes the
 * caller may make now (the line's `Actions`).
 */
export function DetailHeader<D extends TOrderDetail>({
  detail,
  Actions,
}: {
  detail: D;
  Actions: DetailActionsComponent<D>;
}) {
  const { i18n } = useLingui();
  const line = findProductLine(detail.orderType);
  const { orderId, stageNo, doctorName } = detail;
  return (
    <header className={`${cardClass} grid gap-4 border-t-4`} style={{ borderTopColor: line?.color }}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          {line ? (
            <p className="text-sm font-semibold" style={{ color: line.color }}>
              {i18n._(line.name)}
            </p>
          ) : null}
          <h1 className="text-2xl font-semibold text-slate-900">{detail.patientName}</h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base text-slate-700">
            <span>
              <Trans>Order {orderId}</Trans>
            </span>
            <span data-testid="case-stage">
              <Trans>Stage {stageNo}</Trans>
            </span>
            <span data-testid="case-status">
              <CaseStatusBadge status={detail.status} productLine={detail.orderType} reason={detail.statusReason} />
            </span>
          </p>
          <p className="text-sm text-slate-600">
            <Trans>Doctor {doctorName}</Trans> · <Trans>Created</Trans> <CaseTime at={detail.createdAt} />
          </p>
        </div>
      </div>
      <PlanStageProgress productLine={detail.orderType} status={detail.status} />
      <DetailPayLink detail={detail} />
      <Actions detail={detail} />
    </header>
  );
}
