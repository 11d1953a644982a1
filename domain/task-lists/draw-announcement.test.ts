import { describe, expect, it } from 'vitest';
import { drawAnnouncement, joinNames } from './draw-announcement.js';

describe('joinNames', () => {
  it('joins Dutch style', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Jan'])).toBe('Jan');
    expect(joinNames(['Jan', 'Piet'])).toBe('Jan en Piet');
    expect(joinNames(['Jan', 'Piet', 'Kees'])).toBe('Jan, Piet en Kees');
  });
});

describe('drawAnnouncement', () => {
  it('announces one drawn player for a manual draw', () => {
    expect(
      drawAnnouncement({
        taskList: 'Wassen',
        names: ['Jan'],
        data: { date: '2027-03-13', description: 'Toernooi' },
      }),
    ).toEqual({ title: 'Loting: Wassen', body: 'Jan moet: Wassen (za 13 mrt, Toernooi)' });
  });

  it('uses the plural and names the opponent for a match draw', () => {
    expect(
      drawAnnouncement({
        taskList: 'Ballen',
        names: ['Jan', 'Piet'],
        data: { date: '2027-03-12', opponent: 'Blauw' },
      }).body,
    ).toBe('Jan en Piet moeten: Ballen (vr 12 mrt, tegen Blauw)');
  });
});
