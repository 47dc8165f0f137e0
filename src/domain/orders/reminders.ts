import { z } from 'zod';
import { ZProductLineCode } from '../product-line-schemas';
import { ZRowId } from '../validation/row-id';
import { ZPageIndex, ZPageSize } from './fields';

export { REMINDER_PATHS } from './reminder-paths';

export const ZReminderListRequest = z.object({
  unreadOnly: z.boolean().default(false),
  pageIndex: ZPageIndex,
  pageSize: ZPageSize,
});
/** Mark read: some reminders, every reminder of an order (opening its detail), or all. */
export const ZReminderReadRequest = z.object({
  ids: z.array(ZRowId).max(100).optional(),
  orderId: ZRowId.optional(),
  all: z.boolean().optional(),
});
export type TReminderReadRequest = z.input<typeof ZReminderReadRequest>;

export const ZReminder = z.object({
  id: z.number().int(),
  kind: z.string(),
  orderId: z.number().int().nullable(),
  orderType: ZProductLineCode.nullable(),
  /** The reminder's text in the request's language. */
  text: z.string(),
  createdAt: z.number().int(),
  readAt: z.number().int().nullable(),
});
export type TReminder = z.infer<typeof ZReminder>;
export const ZReminderPage = z.object({ list: z.array(ZReminder), total: z.number().int(), unread: z.number().int() });
export type TReminderPage = z.infer<typeof ZReminderPage>;
