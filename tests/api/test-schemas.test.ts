import { describe, expect, it } from 'vitest';
import { isAbandonedTestSchema, newTestSchemaName } from '../helpers/pg-global-setup.js';

// Two suites on one PostgreSQL database at once (a busy machine, two worktrees): the second
// run's set-up must not drop the schemas the first run is still using.
describe('test schemas on a shared PostgreSQL database', () => {
  it('keeps a schema a run made just now, and drops one left by a run that ended', () => {
    const now = Date.now();
    expect(isAbandonedTestSchema(newTestSchemaName('t'), now)).toBe(false);
    expect(isAbandonedTestSchema(newTestSchemaName('crash'), now)).toBe(false);
    const sevenHoursAgo = (now - 7 * 60 * 60 * 1000).toString(36);
    expect(isAbandonedTestSchema(`t_${sevenHoursAgo}_0a1b2c3d`, now)).toBe(true);
    expect(isAbandonedTestSchema('t_9f8e7d6c5b4a', now)).toBe(true);
  });

  it('never takes another schema for a test schema', () => {
    expect(isAbandonedTestSchema('public')).toBe(false);
    expect(isAbandonedTestSchema('teampot')).toBe(false);
  });
});
