import { describe, expect, it } from 'vitest';
import { ApiError, DomainError } from './api-client';
import { shouldRetry, teamKey } from './swr';

describe('teamKey', () => {
  it('always contains the team code', () => {
    expect(teamKey('demo', '/season')).toBe('/api/demo/season');
    expect(teamKey('demo', '/task/4/drawChance', { ignorePlayerId: [1, 2] })).toBe(
      '/api/demo/task/4/drawChance?ignorePlayerId=1&ignorePlayerId=2',
    );
    expect(teamKey('other', '/season')).not.toBe(teamKey('demo', '/season'));
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
