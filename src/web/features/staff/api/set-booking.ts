import { useEmployeeSwitch } from './employee-switch';

/**
 * POST tenant /v1/employee/set-booking: whether patients may book appointments with the person (bookable) and
 * register with them (registrable). The server takes both at once, so each switch sends the other's state too.
 */
export function useSetBooking() {
  return useEmployeeSwitch('/v1/employee/set-booking');
}
