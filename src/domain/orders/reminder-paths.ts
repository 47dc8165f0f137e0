/**
 * A user's reminders (what happened to their orders, and personal ones): the list and marking them read. Apart from
 * the contracts (reminders.ts, zod), so the top bar's reminders carry no zod.
 */
export const REMINDER_PATHS = {
  list: '/order-notify/list',
  read: '/order-notify/read',
} as const;
