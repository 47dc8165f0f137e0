import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The date picker's and the holiday calendar's messages. Kept out of domain/validation/messages.ts so they travel
 * with the signed-in pages that show pickers (the workspace catalog), not with the first route. A zod issue carries
 * the descriptor's id; the server translates it from its own catalog.
 */
export const calendarMessages = {
  timeInvalid: msg`Enter a valid time (HH:mm).`,
  notAWorkingDay: msg`Choose a working day: this day is a weekend or a public holiday.`,
  holidayDayOutsideYear: msg`Every day must be in the year being edited.`,
  holidayDayInBothLists: msg`A day cannot be both a holiday and a working day.`,
} satisfies Record<string, MessageDescriptor>;
