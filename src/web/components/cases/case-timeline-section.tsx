import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { TCaseEvent } from '../../../domain/orders/events';
import { CollapsibleSection } from '../ui/collapsible-section';
import { CaseTimeline, type EventFactsOf } from './case-timeline';

/**
 * A case's timeline as a section of its detail page: folded on a tablet, saying how many events it holds, in the
 * wording of the order's line (`productLine`); `lineFacts` reads the line's own facts of its events.
 */
export function CaseTimelineSection({
  events,
  productLine,
  lineFacts,
}: {
  events: readonly TCaseEvent[];
  productLine: number;
  lineFacts?: EventFactsOf;
}) {
  return (
    <CollapsibleSection
      title={<Trans>Timeline</Trans>}
      summary={plural(events.length, { one: '# event', other: '# events' })}
    >
      <CaseTimeline events={events} productLine={productLine} lineFacts={lineFacts} />
    </CollapsibleSection>
  );
}
