export { formatRelativeTime } from '../../../lib/dates/dayjs-locale';
export { formatDateTime } from '../../../lib/dates/format-day';
