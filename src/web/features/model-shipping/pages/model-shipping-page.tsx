import { useState, type FormEvent } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Day } from '../../../../domain/calendar/calendar-days';
import { OTHER_DESCRIPTION_MAX, pickupProblem } from '../../../../domain/orders/order-model';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { findProductLine } from '../../../../domain/product-lines';
import { pickupDayChoices, pickupMessages, pickupMomentOf } from '../../../../domain/tools/model-pickup';
import { TimeField } from '../../../components/date-picker/time-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { cardClass, linkClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { addressLine, useAddressBook } from '../../../lib/addresses/address-book';
import { useWorkingDayRule } from '../../../lib/calendar/holiday-calendar';
import { useClockCheck } from '../../../lib/clock/server-clock';
import { failureOf } from '../../../lib/forms/request-failure';
import { useOnAcknowledged } from '../../../lib/offline/outbox';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { useSession } from '../../../lib/session/session-store';
import { formatPickupTime } from '../../../components/cases/pickup-time';
import {
  isQueuedBooking,
  mailedOrdersQuery,
  pickupQueries,
  queueBooking,
  queuedOrderIds,
  setDefaultAddress,
} from '../api/model-pickups';
import { PickupDayChoice } from '../components/pickup-day-choice';
import { BookedPickups } from '../components/booked-pickups';

/** The pickup rule against the device's clock at the moment of booking. */
function pickupProblemNow(pickupAt: number) {
  return pickupProblem(pickupAt, Date.now());
}

type Errors = Partial<Record<'orders' | 'day' | 'time' | 'address' | 'form', string>>;

/**
 * /modelSending (the side menu's "model sending"): book one courier pickup for the mailed models of one or several
 * orders. The day is today, tomorrow or the day after and a working day; the time later than now on a device clock
 * the server agrees with (within 5 minutes). The booking goes through the outbox, so it is kept offline and sent once.
 */
export function ModelShippingPage() {
  const { t, i18n } = useLingui();
  const session = useSession().session;
  const clinicId = session?.clinicId ?? 0;
  const db = useUserDatabase();
  const queryClient = useQueryClient();
  const clock = useClockCheck();
  const waiting = useQuery(mailedOrdersQuery(clinicId));
  const addresses = useAddressBook();
  const queued = useLiveQuery(async () => (await db.outbox.toArray()).filter(isQueuedBooking), [db]) ?? [];
  useOnAcknowledged((item) => {
    if (item.entityKey.startsWith('pickup-')) void queryClient.invalidateQueries({ queryKey: pickupQueries.all() });
  });

  const days = pickupDayChoices();
  const firstRule = useWorkingDayRule(Number(days[0]!.slice(0, 4)));
  const lastRule = useWorkingDayRule(Number(days[2]!.slice(0, 4)));
  const isWorkingDay = (day: Day) => (day.slice(0, 4) === days[0]!.slice(0, 4) ? firstRule(day) : lastRule(day));
  const openDays = days.filter(isWorkingDay);

  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [day, setDay] = useState<Day | null>(null);
  const [time, setTime] = useState('');
  const [pickedAddress, setPickedAddress] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);

  const onDevice = queuedOrderIds(queued);
  const orders = (waiting.data?.orders ?? []).filter((order) => !onDevice.has(order.orderId));
  const defaultAddressId = waiting.data?.defaultAddressId ?? null;
  const addressId = pickedAddress ?? defaultAddressId ?? addresses.data?.[0]?.id ?? null;
  const makeDefault = useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pickupQueries.orders(clinicId) }),
  });

  const toggle = (orderId: number) => {
    const next = new Set(chosen);
    if (next.has(orderId)) next.delete(orderId);
    else next.add(orderId);
    setChosen(next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(false);
    const orderIds = orders.filter((order) => chosen.has(order.orderId)).map((order) => order.orderId);
    const pickupAt = day ? pickupMomentOf(day, time) : undefined;
    const problem = pickupAt === undefined ? null : pickupProblemNow(pickupAt);
    const found: Errors = {
      ...(orderIds.length === 0 ? { orders: i18n._(pickupMessages.ordersRequired) } : {}),
      ...(day && isWorkingDay(day) ? {} : { day: i18n._(caseMessages.pickupDayInvalid) }),
      ...(pickupAt === undefined ? { time: t`Enter the pickup time.` } : {}),
      ...(problem ? { time: i18n._(caseMessages[problem]) } : {}),
      ...(addressId === null ? { address: i18n._(caseMessages.addressRequired) } : {}),
      ...(clock.check === 'off' ? { form: i18n._(pickupMessages.clockOff) } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || !day || pickupAt === undefined || addressId === null) return;
    const names = orders.filter((order) => chosen.has(order.orderId)).map((order) => order.patientName);
    try {
      await queueBooking(
        db,
        { orderIds, addressId, pickupDay: day, pickupAt, note: note.trim() },
        { clinicId, subject: names.join(', ').slice(0, 60) },
      );
      setChosen(new Set());
      setNote('');
      setSent(true);
    } catch {
      // Nothing typed is lost: the form keeps its values.
      setErrors({ form: t`The booking could not be saved on this device.` });
    }
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Model shipping</Trans>
      </h1>
      {clock.check === 'off' ? (
        <FormAlert>
          {i18n._(pickupMessages.clockOff)}{' '}
          <button type="button" className={linkClass} onClick={clock.recheck}>
            <Trans>Check again</Trans>
          </button>
        </FormAlert>
      ) : null}
      {clock.check === 'unknown' ? (
        <p role="status" className="text-sm text-slate-600">
          <Trans>
            The device's clock cannot be checked right now (no connection). The server checks the pickup time when the
            booking arrives.
          </Trans>
        </p>
      ) : null}

      <form noValidate onSubmit={(event) => void onSubmit(event)} className={`${cardClass} grid gap-5`}>
        <fieldset aria-describedby={errors.orders ? 'pickup-orders-error' : undefined}>
          <legend className="mb-2 text-lg font-semibold text-slate-900">
            <Trans>Models waiting for a courier</Trans>
          </legend>
          {waiting.isError ? (
            <LoadError
              message={failureOf(waiting.error)?.msg || t`The orders could not be loaded.`}
              onRetry={() => void waiting.refetch()}
              error={waiting.error}
            />
          ) : null}
          {waiting.isPending ? (
            <p role="status" className="text-slate-600">
              <Trans>Loading…</Trans>
            </p>
          ) : null}
          {waiting.isSuccess && orders.length === 0 ? (
            <p className="text-slate-600">
              <Trans>No order has a mailed model waiting for a courier.</Trans>
            </p>
          ) : null}
          <ul className="grid gap-1">
            {orders.map((order) => {
              const line = findProductLine(order.orderType);
              return (
                <li key={order.orderId}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={chosen.has(order.orderId)}
                      onChange={() => toggle(order.orderId)}
                    />
                    <span className="font-medium text-slate-900">{order.patientName}</span>
                    <span className="text-sm text-slate-600">
                      {line ? i18n._(line.name) : null} · {formatPickupTime(order.requestedPickupAt, i18n.locale)}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          {errors.orders ? (
            <p id="pickup-orders-error" className="mt-1 text-sm text-red-700">
              {errors.orders}
            </p>
          ) : null}
        </fieldset>

        <PickupDayChoice days={days} isWorkingDay={isWorkingDay} value={day} onChange={setDay} error={errors.day} />
        {openDays.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>
              None of the next three days is a working day: a pickup can be booked from the next working day on.
            </Trans>
          </p>
        ) : null}
        <div className="grid gap-5 md:grid-cols-2">
          <TimeField
            label={<Trans>Pickup time</Trans>}
            value={time}
            onChange={setTime}
            error={errors.time}
            isRequired
            data-testid="pickup-time"
          />
          <SelectField
            label={<Trans>Pickup address</Trans>}
            value={addressId === null ? '' : String(addressId)}
            placeholder={t`Choose…`}
            options={(addresses.data ?? []).map((address) => ({
              value: String(address.id),
              label: address.id === defaultAddressId ? t`${addressLine(address)} (default)` : addressLine(address),
            }))}
            onChange={(event) => setPickedAddress(event.target.value ? Number(event.target.value) : null)}
            error={errors.address}
            isRequired
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={addressId === null || addressId === defaultAddressId || makeDefault.isPending}
            onClick={() => addressId !== null && makeDefault.mutate(addressId)}
          >
            <Trans>Make this the default address</Trans>
          </button>
          <a href="/personalCenter?currentLocation=3" className={linkClass}>
            <Trans>Manage addresses</Trans>
          </a>
        </div>
        <TextAreaField
          label={<Trans>Note for the courier</Trans>}
          value={note}
          maxLength={OTHER_DESCRIPTION_MAX}
          onChange={(event) => setNote(event.target.value)}
        />
        {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
        {sent ? (
          <p role="status" className="text-teal-800">
            <Trans>
              The pickup is booked on this device; it is sent to the courier as soon as there is a connection.
            </Trans>
          </p>
        ) : null}
        <div>
          <button type="submit" className={primaryButtonClass} disabled={clock.check === 'off'}>
            <Trans>Book the pickup</Trans>
          </button>
        </div>
      </form>

      <BookedPickups clinicId={clinicId} queued={queued} />
    </div>
  );
}
