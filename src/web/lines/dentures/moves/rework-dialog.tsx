import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { dentureMessages } from '../../../../domain/lines/dentures/messages';
import { DENTURE_PATHS, REWORK_PHOTOS_MAX } from '../../../../domain/lines/dentures/requests';
import { toothLabel, type ToothNotation } from '../../../../domain/lines/dentures/teeth';
import type { TLineOrder } from '../../../../domain/orders/line-orders';
import { AttachmentPicker } from '../../../components/cases/attachment-picker';
import { MoveDialog } from '../../../components/cases/move-dialog';
import { useQueueOrderMove } from '../../../lib/orders/use-order-moves';
import type { DentureOrderView } from '../denture-order-query';
import { OrderTeethChart } from '../sections/order-teeth-chart';
import { archOrder } from '../tooth-chart';
import { dentureOrderPath } from '../wizard-draft';
import { isMoveAllowed } from './denture-move-rules';
import { DENTURE_ACTION_BUTTONS } from './denture-move-texts';
import { ReasonField, reasonProblem } from './move-form-parts';

type ReworkDialogProps = {
  order: TLineOrder;
  denture: DentureOrderView;
  notation: ToothNotation;
  onClose: () => void;
  onQueued: () => void;
};

/**
 * Acceptance failed: the clinic asks for a rework of some of the order's teeth, chosen on the same chart (only the
 * order's teeth can be tapped), each with its own reason, with up to 6 photos. The rework belongs to this order (the
 * factory takes it up from 48). Whatever was typed stays when it cannot be saved.
 */
export function ReworkDialog({ order, denture, notation, onClose, onQueued }: ReworkDialogProps) {
  const { i18n, t } = useLingui();
  const [reasons, setReasons] = useState<ReadonlyMap<number, string>>(new Map());
  const [photos, setPhotos] = useState<File[]>([]);
  const [isChecked, setIsChecked] = useState(false);
  const saving = useQueueOrderMove();
  const chosen = [...reasons.keys()].sort((a, b) => archOrder(a) - archOrder(b));
  const problems = new Map(chosen.map((tooth) => [tooth, reasonProblem(reasons.get(tooth) ?? '', true)]));
  const noTeeth = isChecked && chosen.length === 0;

  const toggle = (tooth: number) =>
    setReasons((current) => {
      const next = new Map(current);
      if (next.has(tooth)) next.delete(tooth);
      else next.set(tooth, '');
      return next;
    });

  const onSubmit = async () => {
    setIsChecked(true);
    if (chosen.length === 0 || [...problems.values()].some((problem) => problem !== null)) return;
    const isQueued = await saving.queue({
      orderId: order.orderId,
      path: DENTURE_PATHS.rework,
      body: {
        orderId: order.orderId,
        expectedStatus: order.status,
        teeth: chosen.map((tooth) => ({ tooth, reason: (reasons.get(tooth) ?? '').trim() })),
      },
      photos,
      subject: i18n._(DENTURE_ACTION_BUTTONS.askRework.label),
      fixPath: dentureOrderPath(order.orderId),
    });
    if (isQueued) onQueued();
  };

  return (
    <MoveDialog
      title={t`Acceptance failed: ask for a rework`}
      description={t`Choose the teeth to rework on the chart and say what is wrong with each. The factory reworks them under this order.`}
      confirmLabel={t`Ask for the rework`}
      tone="danger"
      size="lg"
      isAllowed={isMoveAllowed('askRework', order)}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
      isSaving={saving.isSaving}
      formError={saving.error}
    >
      <fieldset className="min-w-0" aria-describedby={noTeeth ? 'rework-teeth-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          <Trans>Teeth to rework</Trans>
        </legend>
        <OrderTeethChart
          restorations={denture.data.teeth.restorations}
          notation={notation}
          selected={new Set(chosen)}
          onToggle={toggle}
          onlyOrderTeeth
        />
        {noTeeth ? (
          <p id="rework-teeth-error" className="mt-1 text-sm text-red-700">
            {i18n._(dentureMessages.reworkTeethRequired)}
          </p>
        ) : null}
      </fieldset>
      {chosen.map((tooth) => {
        const label = toothLabel(tooth, notation);
        return (
          <ReasonField
            key={tooth}
            name={`reason-${tooth}`}
            label={i18n._(msg`Reason for tooth ${label}`)}
            value={reasons.get(tooth) ?? ''}
            onChange={(value) => setReasons((current) => new Map(current).set(tooth, value))}
            isRequired
            problem={isChecked ? (problems.get(tooth) ?? null) : null}
          />
        );
      })}
      <AttachmentPicker files={photos} onChange={setPhotos} disabled={saving.isSaving} max={REWORK_PHOTOS_MAX} />
    </MoveDialog>
  );
}
