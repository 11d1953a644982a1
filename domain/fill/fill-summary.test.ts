import { describe, expect, it } from 'vitest';
import { fillSummary } from './fill-summary.js';

describe('fillSummary', () => {
  it('counts goals, fines and tasks in Dutch', () => {
    expect(
      fillSummary({ teamName: 'Oranje', opponent: 'Blauw', goals: 3, fines: 2, tasks: 1 }),
    ).toEqual({
      title: 'Wedstrijd ingevuld',
      body: 'Oranje – Blauw: 3 doelpunten, 2 boetes, 1 taak',
    });
  });

  it('uses the singular only for exactly one', () => {
    expect(fillSummary({ teamName: 'A', opponent: 'B', goals: 1, fines: 1, tasks: 2 }).body).toBe(
      'A – B: 1 doelpunt, 1 boete, 2 taken',
    );
    expect(fillSummary({ teamName: 'A', opponent: 'B', goals: 0, fines: 0, tasks: 0 }).body).toBe(
      'A – B: 0 doelpunten, 0 boetes, 0 taken',
    );
  });

  it('invites the vote for the player of the match in the same push', () => {
    expect(
      fillSummary({ teamName: 'A', opponent: 'B', goals: 2, fines: 0, tasks: 0, invitesVote: true })
        .body,
    ).toBe('A – B: 2 doelpunten, 0 boetes, 0 taken. Stem op de man van de wedstrijd!');
  });
});
