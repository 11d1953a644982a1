import { describe, expect, it } from 'vitest';
import { formatPercentage } from '../money.js';
import { attendancePercentage } from './attendance.js';

describe('attendancePercentage', () => {
  it.each([
    [2, 1, 66.67],
    [1, 2, 33.33],
    [1, 0, 100],
    [0, 1, 0],
    [0, 0, 0],
    [1, 7, 12.5],
    [1, 159, 0.63],
    [1, 15, 6.25],
    [5, 1, 83.33],
    [199, 1, 99.5],
    [1999, 1, 99.95],
    [19999, 1, 100],
  ])('%d present and %d absent is %d%%', (present, absent, percentage) => {
    expect(attendancePercentage(present, absent)).toBe(percentage);
  });

  it('rounds an exact half up', () => {
    // 1 / 160 = 0.625%, 1 / 32 = 3.125%
    expect(attendancePercentage(1, 159)).toBe(0.63);
    expect(attendancePercentage(1, 31)).toBe(3.13);
  });

  it('refuses negative or non-finite counts', () => {
    expect(() => attendancePercentage(-1, 3)).toThrow(RangeError);
    expect(() => attendancePercentage(1, Number.NaN)).toThrow(RangeError);
    expect(() => attendancePercentage(Infinity, 1)).toThrow(RangeError);
  });
});

describe('formatPercentage', () => {
  it.each([
    [66.67, '66,67%'],
    [100, '100,00%'],
    [0, '0,00%'],
    [12.5, '12,50%'],
    [0.05, '0,05%'],
    [33.333333, '33,33%'],
    [1.005, '1,01%'],
    [99.995, '100,00%'],
    [-2.5, '-2,50%'],
    [-0.001, '0,00%'],
  ])('%d is shown as %s', (value, text) => {
    expect(formatPercentage(value)).toBe(text);
  });

  it('shows an attendance percentage', () => {
    expect(formatPercentage(attendancePercentage(2, 1))).toBe('66,67%');
    expect(formatPercentage(attendancePercentage(0, 0))).toBe('0,00%');
  });
});
