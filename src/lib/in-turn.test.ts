import { describe, expect, it } from 'vitest';
import { inTurnPerKey } from './in-turn';

/** A call that ends when the test says so, and logs when it started and ended. */
function heldCall(log: string[], name: string, fails = false) {
  let end = () => undefined as void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  const call = async () => {
    log.push(`${name} starts`);
    await ended;
    log.push(`${name} ends`);
    if (fails) throw new Error(`${name} failed`);
    return name;
  };
  return { call, end };
}

describe('inTurnPerKey', () => {
  it('starts a call of a key only once the one before it ended, even when that one failed', async () => {
    const inTurn = inTurnPerKey<number>();
    const log: string[] = [];
    const first = heldCall(log, 'first', true);
    const second = heldCall(log, 'second');
    const firstResult = inTurn(1, first.call);
    const secondResult = inTurn(1, second.call);
    second.end();
    first.end();
    await expect(firstResult).rejects.toThrow('first failed');
    expect(await secondResult).toBe('second');
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });

  it('lets calls of other keys go at once', async () => {
    const inTurn = inTurnPerKey<number>();
    const log: string[] = [];
    const one = heldCall(log, 'one');
    const other = heldCall(log, 'other');
    const oneResult = inTurn(1, one.call);
    const otherResult = inTurn(2, other.call);
    other.end();
    expect(await otherResult).toBe('other');
    one.end();
    expect(await oneResult).toBe('one');
    expect(log).toEqual(['one starts', 'other starts', 'other ends', 'one ends']);
  });
});
