import type { Branch } from '../../api/branches';
import {
  copyMondayToWeekdays,
  formatDay,
  normalizeOpeningHours,
  openingHoursProblems,
  openStateAt,
} from './openingHours';

const branch = (overrides: Partial<Pick<Branch, 'status' | 'opening_hours'>> = {}) => ({
  status: 'open' as const,
  opening_hours: {
    mon: [
      ['08:00', '12:00'],
      ['14:00', '18:00'],
    ] as [string, string][],
    sat: [['10:00', '14:00']] as [string, string][],
  },
  ...overrides,
});

// Local times: 2026-11-23 is a Monday, 2026-11-29 a Sunday.
const at = (day: number, time: string) => new Date(`2026-11-${day}T${time}:00`);

describe('openStateAt', () => {
  it('is open inside an interval of the day and says when it closes', () => {
    expect(openStateAt(branch(), at(23, '09:30'))).toEqual({ open: true, closesAt: '12:00' });
    expect(openStateAt(branch(), at(23, '14:00'))).toEqual({ open: true, closesAt: '18:00' });
  });

  it('is closed between intervals, at closing time and on a day without hours', () => {
    expect(openStateAt(branch(), at(23, '12:30')).open).toBe(false);
    expect(openStateAt(branch(), at(23, '18:00')).open).toBe(false);
    expect(openStateAt(branch(), at(24, '10:00')).open).toBe(false); // Tuesday
    expect(openStateAt(branch(), at(29, '11:00')).open).toBe(false); // Sunday
  });

  it('reads Saturday as the sixth day of a week that starts on Monday', () => {
    expect(openStateAt(branch(), at(28, '11:00'))).toEqual({ open: true, closesAt: '14:00' });
  });

  it('keeps a branch switched to closed closed during its hours', () => {
    expect(openStateAt(branch({ status: 'closed' }), at(23, '09:30'))).toEqual({
      open: false,
      reason: 'temporarily-closed',
    });
  });
});

describe('openingHoursProblems', () => {
  it('accepts sound hours and closed days', () => {
    expect(openingHoursProblems(branch().opening_hours)).toEqual({});
    expect(openingHoursProblems({})).toEqual({});
  });

  it('names the day whose interval closes before it opens', () => {
    expect(openingHoursProblems({ tue: [['18:00', '08:00']] })).toEqual({
      tue: 'Each opening time must come before its closing time.',
    });
  });

  it('names the day with overlapping intervals, in any order', () => {
    expect(
      openingHoursProblems({
        wed: [
          ['13:00', '18:00'],
          ['08:00', '14:00'],
        ],
      }),
    ).toEqual({ wed: 'Two intervals of this day overlap.' });
  });

  it('refuses a time that is not HH:MM', () => {
    expect(openingHoursProblems({ fri: [['8', '18:00']] })).toEqual({
      fri: 'Enter every time as HH:MM.',
    });
  });
});

describe('editing helpers', () => {
  it("copies Monday's intervals to Tuesday to Friday and leaves the weekend", () => {
    const copied = copyMondayToWeekdays(branch().opening_hours);
    expect(copied.fri).toEqual(copied.mon);
    expect(copied.sat).toEqual([['10:00', '14:00']]);
    expect(copied.sun).toBeUndefined();
  });

  it('sorts intervals and leaves closed days out', () => {
    expect(
      normalizeOpeningHours({
        mon: [
          ['14:00', '18:00'],
          ['08:00', '12:00'],
        ],
        tue: [],
      }),
    ).toEqual({
      mon: [
        ['08:00', '12:00'],
        ['14:00', '18:00'],
      ],
    });
  });

  it('writes a day as its intervals or Closed', () => {
    expect(formatDay(branch().opening_hours.mon)).toBe('08:00–12:00, 14:00–18:00');
    expect(formatDay(undefined)).toBe('Closed');
  });
});
