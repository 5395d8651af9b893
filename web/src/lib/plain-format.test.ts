import { describe, expect, it } from 'vitest';
import { easternLongDate, groupDigits } from './plain-format';

describe('groupDigits', () => {
  it('writes an integer as toLocaleString("en-US") does', () => {
    const samples = [0, 1, 9, 10, 999, 1000, 1001, 12345, 999999, 1000000, 1234567, 2147483647, Number.MAX_SAFE_INTEGER, -1, -1000, -1234567];
    for (let n = 0; n < 20000; n += 7) samples.push(n, n * 997);
    for (const n of samples) expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
  });

  it('leaves a fraction to toLocaleString', () => {
    expect(groupDigits(1234.5)).toBe((1234.5).toLocaleString('en-US'));
  });
});

describe('easternLongDate', () => {
  const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/New_York' });

  it('names the day in Washington as Intl does, every hour from 1987 to 2040', () => {
    const mismatches: string[] = [];
    for (let ms = Date.UTC(1987, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 3_600_000) {
      const iso = new Date(ms).toISOString();
      if (easternLongDate(iso) !== intl.format(ms)) mismatches.push(iso);
    }
    expect(mismatches).toEqual([]);
  });

  it('is exact at the minutes around each change of the clocks', () => {
    // 2025: clocks forward 9 March 07:00 UTC, back 2 November 06:00 UTC; an evening vote is the day before in UTC terms.
    for (const iso of ['2025-03-09T04:59:59Z', '2025-03-09T05:00:00Z', '2025-11-02T03:59:59Z', '2025-11-02T04:00:00Z', '2025-11-03T04:59:00Z', '2025-11-03T05:00:00Z', '2006-10-29T05:30:00Z']) {
      expect(easternLongDate(iso)).toBe(intl.format(new Date(iso)));
    }
    expect(easternLongDate('2025-07-17T02:30:00Z')).toBe('July 16, 2025');
  });

  it('falls back to Intl before 1987 and for text that is not a date', () => {
    expect(easternLongDate('1980-06-01T03:00:00Z')).toBe(intl.format(new Date('1980-06-01T03:00:00Z')));
    expect(easternLongDate('not a date')).toBe('Invalid Date');
  });
});
