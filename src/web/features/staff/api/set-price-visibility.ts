import { useEmployeeSwitch } from './employee-switch';

/** POST tenant /v1/employee/set-price-visibility: the per-staff switch that hides product prices. */
export function useSetPriceVisibility() {
  return useEmployeeSwitch('/v1/employee/set-price-visibility');
}
