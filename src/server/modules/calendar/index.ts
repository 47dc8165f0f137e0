// The calendar module's public file: what other modules use of the holiday calendar.
export { isWorkingDayOnServer, nextWorkingDayOnServer, requireWorkingDay } from './holiday-calendar';
