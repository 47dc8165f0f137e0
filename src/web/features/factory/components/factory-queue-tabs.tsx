import type { KeyboardEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FACTORY_QUEUES, type FactoryQueue } from '../../../../domain/orders/moves';
import { focusRing } from '../../../components/ui/styles';

export const queueLabels: Record<FactoryQueue, MessageDescriptor> = {
  review: msg({ context: 'factory queue', message: 'Review' }),
  design: msg({ context: 'factory queue', message: 'Design' }),
  revise: msg({ context: 'factory queue', message: 'Revise' }),
  doctor: msg({ context: 'factory queue', message: 'Waiting for the doctor' }),
  payment: msg({ context: 'factory queue', message: 'Payment' }),
  production: msg({ context: 'factory queue', message: 'Production' }),
  shipping: msg({ context: 'factory queue', message: 'Shipping' }),
  closed: msg({ context: 'factory queue', message: 'Closed' }),
  all: msg({ context: 'factory queue', message: 'All' }),
};

export const queueTabId = (queue: FactoryQueue) => `factory-queue-tab-${queue}`;
export const QUEUE_PANEL_ID = 'factory-queue-panel';

type FactoryQueueTabsProps = {
  active: FactoryQueue;
  /** How many cases each queue holds with the search applied; unknown until the first answer. */
  counts: Partial<Record<FactoryQueue, number>> | undefined;
  onSelect: (queue: FactoryQueue) => void;
};

/** The queues as tabs with their counts; arrow keys, Home and End move between them. */
export function FactoryQueueTabs({ active, counts, onSelect }: FactoryQueueTabsProps) {
  const { i18n, t } = useLingui();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = FACTORY_QUEUES.indexOf(active);
    const last = FACTORY_QUEUES.length - 1;
    const target = {
      ArrowRight: index + 1 > last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const queue = FACTORY_QUEUES[target]!;
    onSelect(queue);
    document.getElementById(queueTabId(queue))?.focus();
  }

  return (
    <div role="tablist" aria-label={t`Case queues`} onKeyDown={onKeyDown} className="flex flex-wrap gap-2">
      {FACTORY_QUEUES.map((queue) => {
        const isActive = queue === active;
        const count = counts?.[queue];
        return (
          <button
            key={queue}
            id={queueTabId(queue)}
            type="button"
            role="tab"
            aria-selected={isActive}
            aria-controls={QUEUE_PANEL_ID}
            tabIndex={isActive ? 0 : -1}
            onClick={() => onSelect(queue)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-base font-medium ${focusRing} ${
              isActive
                ? 'border-teal-700 bg-teal-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            {i18n._(queueLabels[queue])}
            {count === undefined ? null : (
              <span
                className={`rounded-full px-2 text-sm ${isActive ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700'}`}
              >
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
