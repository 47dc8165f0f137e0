import { z } from 'zod';
import { Trans } from '@lingui/react/macro';
import { ZArchSteps, type TArchSteps } from '../../../../domain/lines/aligners/production';
import type { EventFact, EventFactsOf } from '../../../components/cases/case-timeline';

/** What an aligner event's `detail` carries besides every line's facts: the plan, the batch, the completion form. */
const ZAlignerEventDetail = z
  .object({
    revision: z.number(),
    totalSteps: ZArchSteps,
    produceSteps: ZArchSteps,
    produceRemark: z.string(),
    completeDate: z.string(),
    correctRemark: z.string(),
    retainerProdRequire: z.string(),
  })
  .partial();

function Steps({ steps }: { steps: TArchSteps }) {
  const { upSteps, downSteps } = steps;
  return (
    <Trans>
      upper {upSteps}, lower {downSteps}
    </Trans>
  );
}

const steps = (value: TArchSteps | undefined) => (value ? <Steps steps={value} /> : undefined);

/** The aligner facts of a timeline event, in the order shown (the timeline adds the shipment, payment...). */
export const alignerEventFacts: EventFactsOf = (detail): readonly EventFact[] => {
  const parsed = ZAlignerEventDetail.safeParse(detail);
  if (!parsed.success) return [];
  const facts = parsed.data;
  return [
    ['revision', <Trans>Plan revision</Trans>, facts.revision],
    ['totalSteps', <Trans>Plan steps</Trans>, steps(facts.totalSteps)],
    ['produceSteps', <Trans>Steps produced</Trans>, steps(facts.produceSteps)],
    ['produceRemark', <Trans>Production remark</Trans>, facts.produceRemark],
    ['completeDate', <Trans>Completion date</Trans>, facts.completeDate],
    ['correctRemark', <Trans>Correction remark</Trans>, facts.correctRemark],
    ['retainerProdRequire', <Trans>Retainer requirements</Trans>, facts.retainerProdRequire],
  ];
};
