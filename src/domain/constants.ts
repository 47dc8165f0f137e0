import { msg } from '@lingui/core/macro';

/** Business constants of spec section 9. Rules with their own file keep their limits there (e.g. password, numeric input). */

export const NETWORK = {
  requestTimeoutMs: 180_000,
  debounceMs: 500,
} as const;

export const TABLE = {
  pageSizes: [10, 20, 30, 50],
  defaultPageSize: 10,
} as const;

export const UPLOAD = {
  // Parts of a multipart upload to object storage: 5 MiB, the smallest part most stores accept.
  multipartPartSizeBytes: 5_242_880,
  signedLinkLifetimeSeconds: 3600,
} as const;

export const LAYOUT = {
  // The top bar shows "99+" above this.
  reminderBadgeMax: 99,
  // Below this window width the sidebar closes.
  sidebarBreakpointPx: 992,
  sidebarWidth: '13.125rem',
} as const;

export const MEMBERSHIP = {
  // Platform-granted VIP lasts this many days (spec section 9): a factory admin's grant unless they choose another.
  platformVipDays: 99,
} as const;

export const ORDER_FORM = {
  maxToothColours: 3,
  descriptionMaxLength: 200,
} as const;

export const DATES = {
  // The upcoming-days list starts today.
  upcomingDays: 7,
  /** Shortcuts of the range picker, as whole days back from today (0 is today). */
  quickRanges: [
    { key: 'today', label: msg`Today`, startDaysAgo: 0, endDaysAgo: 0 },
    { key: 'yesterday', label: msg`Yesterday`, startDaysAgo: 1, endDaysAgo: 1 },
    { key: 'lastWeek', label: msg`Last week`, startDaysAgo: 7, endDaysAgo: 0 },
    { key: 'lastMonth', label: msg`Last month`, startDaysAgo: 30, endDaysAgo: 0 },
    { key: 'lastThreeMonths', label: msg`Last 3 months`, startDaysAgo: 90, endDaysAgo: 0 },
  ],
} as const;
export type QuickRangeKey = (typeof DATES.quickRanges)[number]['key'];

/** Session defaults before the server says otherwise (spec sections 3 and 9). */
export const AUTH_DEFAULTS = {
  orgAuth: 1,
  // 2 is an authenticated doctor; any other value sends the doctor to /shuyaHome.
  userAuth: 2,
} as const;
