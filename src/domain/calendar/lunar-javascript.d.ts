// The part of lunar-javascript (a dev dependency) that the lunar table's generator and its test use.
declare module 'lunar-javascript' {
  export class Lunar {
    getYear(): number;
    /** Negative for a leap month. */
    getMonth(): number;
    getDay(): number;
  }
  export class Solar {
    static fromYmd(year: number, month: number, day: number): Solar;
    static fromJulianDay(julianDay: number): Solar;
    getLunar(): Lunar;
    /** YYYY-MM-DD */
    toYmd(): string;
  }
  export class LunarMonth {
    getYear(): number;
    /** Negative for a leap month. */
    getMonth(): number;
    getDayCount(): number;
    getFirstJulianDay(): number;
  }
  export class LunarYear {
    static fromYear(year: number): LunarYear;
    getMonthsInYear(): LunarMonth[];
  }
}
