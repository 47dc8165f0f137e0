import { useLingui } from '@lingui/react/macro';
import type { TEmployee } from '../../../../domain/clinics/employees';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { useSetBooking } from '../api/set-booking';

/**
 * The staff "bookable" and "registrable" switches (spec section 3: whether patients may book appointments with the
 * person, and register with them). Each flips at once and back if the server refuses; the request carries both flags,
 * as the server sets them together.
 */
export function BookingSwitches({ employee }: { employee: TEmployee }) {
  const { t } = useLingui();
  const setBooking = useSetBooking();
  const { employeeId, bookable, registrable, realName: name } = employee;
  return (
    <div className="flex flex-col">
      <ToggleSwitch
        isOn={bookable}
        label={t`Patients may book appointments with ${name}`}
        stateText={bookable ? t`Bookable` : t`Not bookable`}
        onToggle={() => setBooking.mutate({ employeeId, bookable: !bookable, registrable })}
      />
      <ToggleSwitch
        isOn={registrable}
        label={t`Patients may register with ${name}`}
        stateText={registrable ? t`Registrable` : t`Not registrable`}
        onToggle={() => setBooking.mutate({ employeeId, bookable, registrable: !registrable })}
      />
    </div>
  );
}
