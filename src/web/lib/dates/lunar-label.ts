import type { LunarDate } from '../../../domain/calendar/lunar';

/**
 * A lunar date as a Chinese calendar prints it under each day: the day's name ("初五", "十五", "廿三"), and on a
 * month's first day the month's name instead ("正月", "闰六月", "腊月"). Written in Chinese in every language, as on
 * any calendar sold in China; the day cell's accessible name says it in the user's language.
 */
const MONTHS = ['正', '二', '三', '四', '五', '六', '七', '八', '九', '十', '冬', '腊'];
const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

function dayName(day: number): string {
  if (day === 10) return '初十';
  if (day === 20) return '二十';
  if (day === 30) return '三十';
  const tens = ['初', '十', '廿', '三'][Math.floor(day / 10)]!;
  return `${tens}${DIGITS[day % 10]}`;
}

export function lunarLabel(lunar: LunarDate): string {
  if (lunar.day === 1) return `${lunar.isLeapMonth ? '闰' : ''}${MONTHS[lunar.month - 1]}月`;
  return dayName(lunar.day);
}
