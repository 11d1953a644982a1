import { describe, expect, it } from 'vitest';
import { ApiError, DomainError } from './api-client';
import { listKeys, shouldRetry, teamKey, teamKeys } from './swr';

describe('teamKey', () => {
  it('always contains the team code', () => {
    expect(teamKey('demo', '/season')).toBe('/api/demo/season');
    expect(teamKey('demo', '/task/4/drawChance', { ignorePlayerId: [1, 2] })).toBe(
      '/api/demo/task/4/drawChance?ignorePlayerId=1&ignorePlayerId=2',
    );
    expect(teamKey('other', '/season')).not.toBe(teamKey('demo', '/season'));
  });
});

describe('the keys a write revalidates', () => {
  it("a team's keys are its own and no other team's", () => {
    expect(teamKeys('demo')('/api/demo/fine?seasonId=2')).toBe(true);
    expect(teamKeys('demo')('/api/demo2/fine')).toBe(false);
    expect(teamKeys('demo')(['/api/demo/fine'])).toBe(false);
  });

  it("a list's keys are the list with any query, not its items", () => {
    const matches = listKeys('/api/demo/match');
    expect(matches('/api/demo/match')).toBe(true);
    expect(matches('/api/demo/match?seasonId=2')).toBe(true);
    expect(matches('/api/demo/match/31')).toBe(false);
    expect(matches('/api/demo/matchday')).toBe(false);
  });
});

describe('shouldRetry', () => {
  it.each([500, 502, 503, 599])('retries %i twice', (status) => {
    const error = new ApiError(status, 'x');
    expect(shouldRetry(error, 1)).toBe(true);
    expect(shouldRetry(error, 2)).toBe(true);
    expect(shouldRetry(error, 3)).toBe(false);
  });

  it.each([0, 400, 401, 403, 404, 429, 998])('does not retry %i', (status) => {
    expect(shouldRetry(new ApiError(status, 'x'), 1)).toBe(false);
  });

  it('does not retry domain errors or other exceptions', () => {
    expect(shouldRetry(new DomainError('FinePaid', { error: 'FinePaid' }), 1)).toBe(false);
    expect(shouldRetry(new Error('boom'), 1)).toBe(false);
  });
});
