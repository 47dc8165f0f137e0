/** What the age column shows when the birth value cannot be read (spec section 5). */
export const UNKNOWN_AGE = '-';

const YEAR_ONLY = /^([0-9]{4})$/;
// The separator must be the same twice: 2000-01/02 is refused.
const FULL_DATE = /^([0-9]{4})([-/])([0-9]{2})\2([0-9]{2})$/;

/**
 * Age in whole years on `today` from a birth value written YYYY, YYYY-MM-DD or YYYY/MM/DD; anything
 * else, an impossible date or a birth after today gives '-'. A year alone counts whole calendar years.
 * A 29 February birthday is reached on 1 March in other years.
 */
export function ageFrom(birth: string | null | undefined, today: Date = new Date()): number | typeof UNKNOWN_AGE {
  const text = (birth ?? '').trim();
  const todayYear = today.getFullYear();

  const yearOnly = YEAR_ONLY.exec(text);
  if (yearOnly) {
    const age = todayYear - Number(yearOnly[1]);
    return age >= 0 ? age : UNKNOWN_AGE;
  }

  const fullDate = FULL_DATE.exec(text);
  if (!fullDate) return UNKNOWN_AGE;
  const [year, month, day] = [Number(fullDate[1]), Number(fullDate[3]), Number(fullDate[4])];
  if (!isCalendarDate(year, month, day)) return UNKNOWN_AGE;

  const todayMonth = today.getMonth() + 1;
  const hasHadBirthday = todayMonth > month || (todayMonth === month && today.getDate() >= day);
  const age = todayYear - year - (hasHadBirthday ? 0 : 1);
  return age >= 0 ? age : UNKNOWN_AGE;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The age as every screen shows it: whole years, or '-' (spec section 5). The one way an age reaches the interface. */
export function ageText(birth: string | null | undefined, today: Date = new Date()): string {
  return String(ageFrom(birth, today));
}
