import type { ReactNode } from 'react';
import { z } from 'zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseEvent } from '../../../domain/orders/events';
import type { TFileLink } from '../../../domain/orders/fields';
import { orderStatusLabel } from '../../../domain/order-status';
import { statusWordingOf } from '../../../domain/product-lines';
import { DateText } from '../ui/date-text';
import { formatMoney } from '../../lib/money/format-money';

/** A status as its label, in the order's line's wording (aligners read 26 as "treatment completed"). */
export function caseStatusText(i18n: I18n, status: number, productLine: number): string {
  const label = orderStatusLabel(status, statusWordingOf(productLine, status));
  return label ? i18n._(label) : String(status);
}

/** A moment of the case's life, as every case screen writes it ("14 May 2025, 10:42"), machine-readable too. */
export function CaseTime({ at }: { at: number }) {
  return <DateText at={at} withTime />;
}

export function CaseSide({ side }: { side: TCaseEvent['actorSide'] }) {
  return side === 'factory' ? <Trans>Factory</Trans> : <Trans>Clinic</Trans>;
}

const kindLabels = {
  created: msg`Case created`,
  status: msg`Status changed`,
  restart: msg`Stage restarted`,
  plan: msg`Treatment plan`,
  production: msg`Production requested`,
  payment: msg`Payment`,
  shipment: msg`Shipped`,
  completion: msg`Treatment completed`,
  reassign: msg`Moved to another factory`,
} satisfies Record<TCaseEvent['kind'], unknown>;

/** What an event's `detail` may carry in every line; a line reads its own facts (`EventFactsOf`), the rest is not shown. */
const ZEventDetail = z
  .object({
    carrier: z.string(),
    trackingNo: z.string(),
    estimatedDelivery: z.string(),
    amount: z.number(),
    finalPayment: z.boolean(),
    reference: z.string(),
    toStage: z.number(),
    fromFactory: z.string().nullable(),
    toFactory: z.string(),
  })
  .partial();

const IMAGE_NAME = /\.(jpe?g|png|webp|gif)$/i;

/** One fact an event carried: its key, its label and its value (undefined or '' when the event has none). */
export type EventFact = readonly [key: string, label: ReactNode, value: ReactNode];

/**
 * A line's own facts of its events' `detail` (aligners: the plan's revision and steps, the batch produced, the
 * completion form), in the order shown; it reads the detail itself and answers none when it is not its shape.
 */
export type EventFactsOf = (detail: unknown) => readonly EventFact[];

/** The facts every line's events may carry: the shipment, the payment, the stage restarted, the factory moved to. */
function coreFacts(detail: unknown, locale: string): readonly EventFact[] {
  const parsed = ZEventDetail.safeParse(detail);
  if (!parsed.success) return [];
  const facts = parsed.data;
  const amount = facts.amount === undefined ? undefined : formatMoney(facts.amount, locale);
  return [
    ['carrier', <Trans>Carrier</Trans>, facts.carrier],
    ['trackingNo', <Trans>Tracking number</Trans>, facts.trackingNo],
    ['estimatedDelivery', <Trans>Estimated delivery</Trans>, facts.estimatedDelivery],
    ['amount', facts.finalPayment ? <Trans>Final payment</Trans> : <Trans>Amount</Trans>, amount],
    ['reference', <Trans>Payment reference</Trans>, facts.reference],
    ['toStage', <Trans>New stage</Trans>, facts.toStage],
    ['fromFactory', <Trans>From factory</Trans>, facts.fromFactory ?? undefined],
    ['toFactory', <Trans>To factory</Trans>, facts.toFactory],
  ];
}

/** The facts an event carried: the line's own first (steps produced, plan revision...), then every line's. */
function EventDetail({ event, lineFacts }: { event: TCaseEvent; lineFacts?: EventFactsOf }) {
  const { i18n } = useLingui();
  const facts = [...(lineFacts?.(event.detail) ?? []), ...coreFacts(event.detail, i18n.locale)];
  const shown = facts.filter(([, , value]) => value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="mt-2 grid gap-1 text-sm">
      {shown.map(([key, label, value]) => (
        <div key={key} className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Attached files (not a list, so a timeline entry's list items are the entries only): images as thumbnails, anything else (a plan document) as a link; each opens in a new tab. */
export function CaseAttachments({ files }: { files: readonly TFileLink[] }) {
  if (files.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {files.map((file) => (
        <a
          key={file.key}
          href={file.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 p-1 text-sm font-medium text-teal-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {IMAGE_NAME.test(file.name) ? (
            <img src={file.url} alt={file.name} loading="lazy" className="size-16 rounded object-cover" />
          ) : (
            <span className="px-2">{file.name}</span>
          )}
        </a>
      ))}
    </div>
  );
}

type TimelineProps = {
  /** The order's line: its wording of the statuses. */
  productLine: number;
  /** The line's own facts of its events. */
  lineFacts?: EventFactsOf;
};

function TimelineEntry({ event, productLine, lineFacts }: TimelineProps & { event: TCaseEvent }) {
  const { i18n } = useLingui();
  const to = caseStatusText(i18n, event.toStatus, productLine);
  const from = event.fromStatus === null ? null : caseStatusText(i18n, event.fromStatus, productLine);
  const actor = event.actorName;
  const reason = event.reason;
  return (
    <li className="relative border-s-2 border-slate-200 ps-4 pb-5 last:pb-0" data-event-kind={event.kind}>
      <span aria-hidden="true" className="absolute -start-[7px] top-1.5 size-3 rounded-full bg-teal-700" />
      <p className="text-sm text-slate-600">
        <CaseTime at={event.createdAt} /> · {i18n._(kindLabels[event.kind])}
      </p>
      <p className="mt-0.5 text-base font-medium text-slate-900 first-letter:uppercase">
        {from === null || from === to ? to : `${from} → ${to}`}
      </p>
      <p className="text-sm text-slate-700">
        <Trans>
          by {actor} (<CaseSide side={event.actorSide} />)
        </Trans>
      </p>
      {reason ? (
        <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <Trans>Reason: {reason}</Trans>
        </p>
      ) : null}
      <EventDetail event={event} lineFacts={lineFacts} />
      <CaseAttachments files={event.attachments} />
    </li>
  );
}

/**
 * Every change of a case, newest first: the status before and after, who made it (clinic or factory) and when, the
 * reason, attachments and what the change carried. Shared by the clinic's order detail and the factory console.
 */
export function CaseTimeline({ events, productLine, lineFacts }: TimelineProps & { events: readonly TCaseEvent[] }) {
  const { t } = useLingui();
  if (events.length === 0) {
    return (
      <p className="text-base text-slate-600">
        <Trans>No changes yet.</Trans>
      </p>
    );
  }
  const newestFirst = [...events].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  return (
    <ol aria-label={t`Timeline`} className="ms-1.5">
      {newestFirst.map((event) => (
        <TimelineEntry key={event.id} event={event} productLine={productLine} lineFacts={lineFacts} />
      ))}
    </ol>
  );
}
