import dayjs from 'dayjs';

export { formatRelativeTime } from '../../../lib/dates/dayjs-locale';

/** The absolute time beside it (title, `<time dateTime>`), in the spec's format (section 9). */
export function formatDateTime(at: number): string {
  return dayjs(at).format('YYYY-MM-DD HH:mm:ss');
}
