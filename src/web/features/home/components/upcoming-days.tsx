import dayjs from 'dayjs';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { findProductLine, orderDetailPath } from '../../../../domain/product-lines';
import { focusRing } from '../../../components/ui/styles';
import type { UpcomingDay, UpcomingItem } from '../lib/group-upcoming';

function DayHeading({ day }: { day: UpcomingDay }) {
  const { i18n } = useLingui();
  if (day.daysFromToday === 0) return <Trans>Today</Trans>;
  if (day.daysFromToday === 1) return <Trans>Tomorrow</Trans>;
  if (day.daysFromToday === 2) return <Trans>Day after tomorrow</Trans>;
  return new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', month: 'long', day: 'numeric' }).format(day.date);
}

function UpcomingEntry({ item }: { item: UpcomingItem }) {
  const line = findProductLine(item.orderType);
  const patientName = item.patientName;
  const time = dayjs(item.at).format('HH:mm');
  const text =
    item.kind === 'pickup' ? (
      <Trans>
        Model pickup at {time}: {patientName}
      </Trans>
    ) : (
      <Trans>Expected delivery: {patientName}</Trans>
    );
  return (
    <li>
      {line ? (
        <Link
          href={orderDetailPath(line, item.orderId)}
          className={`flex min-h-11 items-center gap-3 rounded-lg px-2 text-base text-slate-800 hover:bg-slate-50 ${focusRing}`}
        >
          <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: line.color }} />
          <span>{text}</span>
        </Link>
      ) : (
        <span className="flex min-h-11 items-center px-2">{text}</span>
      )}
    </li>
  );
}

/** The upcoming-days list of the worktable (spec section 9: 7 days): model pickups and expected deliveries by day. */
export function UpcomingDays({ days }: { days: readonly UpcomingDay[] }) {
  if (days.length === 0) {
    return (
      <p className="text-base text-slate-600">
        <Trans>No model pickups or deliveries in the next 7 days.</Trans>
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-4">
      {days.map((day) => (
        <li key={day.day} aria-labelledby={`upcoming-${day.day}`}>
          <h3 id={`upcoming-${day.day}`} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            <DayHeading day={day} />
          </h3>
          <ul className="mt-1 flex flex-col">
            {day.items.map((item) => (
              <UpcomingEntry key={`${item.kind}-${item.orderId}-${item.at}`} item={item} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
