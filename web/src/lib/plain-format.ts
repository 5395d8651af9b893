/**
 * Number and date text for the public pages without `Intl`. A page's first `Intl` formatter of
 * any kind loads the browser's locale data: 15–20 ms on the main thread of a desktop core (four
 * times that on Lighthouse's mobile CPU), which made the district page's data render its longest
 * task. These give the same text as `toLocaleString('en-US')` and a long US date in Washington's
 * time; the tests check them against `Intl` hour by hour.
 */

/** 1234567 → "1,234,567", as `n.toLocaleString('en-US')` writes an integer. */
export function groupDigits(n: number): string {
  if (!Number.isInteger(n)) return n.toLocaleString('en-US');
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const HOUR = 3_600_000;

/** The UTC day of the month of the n-th Sunday (n = -1: the last) of a month. */
function sundayOf(year: number, month: number, n: number): number {
  if (n > 0) {
    const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
  }
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/**
 * Whether daylight saving time is in force in America/New_York at `ms`: from 2:00 EST on the
 * change's Sunday in spring to 2:00 EDT on its Sunday in autumn (the rules since 1987; null
 * before, where this does not know them).
 */
function easternDaylight(ms: number): boolean | null {
  const year = new Date(ms).getUTCFullYear();
  if (year < 1987) return null;
  const [startMonth, startSunday, endMonth, endSunday] = year >= 2007 ? [2, 2, 10, 1] : [3, 1, 9, -1];
  const start = Date.UTC(year, startMonth, sundayOf(year, startMonth, startSunday)) + 7 * HOUR; // 2:00 EST
  const end = Date.UTC(year, endMonth, sundayOf(year, endMonth, endSunday)) + 6 * HOUR; // 2:00 EDT
  return ms >= start && ms < end;
}

/** "March 5, 2025": the day an instant falls on in Washington, D.C. (America/New_York). */
export function easternLongDate(iso: string): string {
  const ms = Date.parse(iso);
  const daylight = easternDaylight(ms);
  if (Number.isNaN(ms) || daylight === null) {
    return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/New_York' });
  }
  const local = new Date(ms - (daylight ? 4 : 5) * HOUR);
  return `${MONTHS[local.getUTCMonth()]} ${local.getUTCDate()}, ${local.getUTCFullYear()}`;
}
