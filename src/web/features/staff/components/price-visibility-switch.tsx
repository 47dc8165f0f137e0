import { useLingui } from '@lingui/react/macro';
import type { TEmployee } from '../../../../domain/clinics/employees';
import { useSetPriceVisibility } from '../api/set-price-visibility';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';

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
    <ToggleSwitch
      isOn={isOn}
      label={t`Hide product prices from ${name}`}
      stateText={isOn ? t`Hidden` : t`Shown`}
      onToggle={() => setPriceVisibility.mutate({ employeeId: employee.employeeId, hidePrices: !isOn })}
    />
  );
}
