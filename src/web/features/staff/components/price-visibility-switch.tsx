import { useLingui } from '@lingui/react/macro';
import type { TEmployee } from '../../../../domain/clinics/employees';
import { useSetPriceVisibility } from '../api/set-price-visibility';
import { focusRing } from '../../../components/ui/styles';

/**
 * The per-staff "hide product prices" switch (spec section 3): a `role="switch"` button whose state flips at once
 * and flips back if the server refuses (the HTTP client says why). Read-only (the state as text) for a user without
 * the employee:hide-prices button.
 */
export function PriceVisibilitySwitch({ employee, isReadOnly = false }: { employee: TEmployee; isReadOnly?: boolean }) {
  const { t } = useLingui();
  const setPriceVisibility = useSetPriceVisibility();
  const isOn = employee.hidePrices;
  const name = employee.realName;
  if (isReadOnly) return <span className="text-sm text-slate-700">{isOn ? t`Hidden` : t`Shown`}</span>;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-label={t`Hide product prices from ${name}`}
      onClick={() => setPriceVisibility.mutate({ employeeId: employee.employeeId, hidePrices: !isOn })}
      className={`group inline-flex min-h-11 min-w-11 items-center gap-2 rounded-lg px-1 ${focusRing}`}
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${
          isOn ? 'bg-teal-700' : 'bg-slate-300'
        }`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            isOn ? 'translate-x-6' : 'translate-x-1'
          }`}
        />
      </span>
      <span aria-hidden="true" className="text-sm text-slate-700">
        {isOn ? t`Hidden` : t`Shown`}
      </span>
    </button>
  );
}
