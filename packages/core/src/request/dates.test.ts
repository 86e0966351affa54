import { describe, expect, it } from 'vitest';
import { todayIso, yearsBefore } from './dates.ts';

describe('dates', () => {
  it("writes the user's local day as YYYY-MM-DD", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('goes back 18 years by default, 29 February falling back to the 28th', () => {
    expect(yearsBefore('2026-03-01')).toBe('2008-03-01');
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28');
    expect(yearsBefore('2024-02-29', 4)).toBe('2020-02-29');
  });
});
