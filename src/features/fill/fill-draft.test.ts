import { describe, expect, it } from 'vitest';
import {
  fillDraftKey,
  hasFillInput,
  readFillDraft,
  removeFillDraft,
  writeFillDraft,
} from './fill-draft';
import { emptyFill, type FillState } from './fill-state';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const halfFilled: FillState = {
  ...emptyFill,
  step: 2,
  reached: 2,
  absent: [3],
  goals: { 1: 2 },
  fines: [{ playerId: 1, fineTypeId: 4 }],
  cards: [{ playerId: 1, color: 'yellow' }],
};

describe('fill drafts', () => {
  it('names the team and the match in the key', () => {
    expect(fillDraftKey('demo', 12)).toBe('teampot:fill-draft:demo:12');
    expect(fillDraftKey('demo', 12)).not.toBe(fillDraftKey('other', 12));
  });

  it('reads back what was written, step included, and nothing once removed', () => {
    const storage = memoryStorage();
    const key = fillDraftKey('demo', 12);
    expect(readFillDraft(storage, key)).toBeNull();
    writeFillDraft(storage, key, halfFilled);
    expect(readFillDraft(storage, key)).toEqual(halfFilled);
    removeFillDraft(storage, key);
    expect(readFillDraft(storage, key)).toBeNull();
  });

  it('reads a draft from before cards existed, with no cards', () => {
    const storage = memoryStorage();
    const { cards: _cards, ...older } = halfFilled;
    storage.setItem('old', JSON.stringify(older));
    expect(readFillDraft(storage, 'old')).toEqual({ ...halfFilled, cards: [] });
  });

  it('ignores a damaged or foreign value instead of starting the wizard with it', () => {
    const storage = memoryStorage();
    storage.setItem('a', '{not json');
    storage.setItem('b', JSON.stringify({ ...halfFilled, step: 9 }));
    storage.setItem('c', JSON.stringify({ absent: [1] }));
    expect(readFillDraft(storage, 'a')).toBeNull();
    expect(readFillDraft(storage, 'b')).toBeNull();
    expect(readFillDraft(storage, 'c')).toBeNull();
  });

  it('survives a storage that refuses (private mode, full)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readFillDraft(refusing, 'k')).toBeNull();
    expect(() => writeFillDraft(refusing, 'k', halfFilled)).not.toThrow();
    expect(() => removeFillDraft(refusing, 'k')).not.toThrow();
  });
});

describe('unsaved input of the fill wizard', () => {
  const start: FillState = { ...emptyFill, absent: [2, 5] };

  it('is none when only the step moved', () => {
    expect(hasFillInput({ ...start, step: 3, reached: 3 }, start)).toBe(false);
  });

  it('is none when the same things are entered in another order', () => {
    expect(hasFillInput({ ...start, absent: [5, 2] }, start)).toBe(false);
    const a = {
      ...start,
      fines: [
        { playerId: 1, fineTypeId: 2 },
        { playerId: 3, fineTypeId: 1 },
      ],
    };
    const b = {
      ...start,
      fines: [
        { playerId: 3, fineTypeId: 1 },
        { playerId: 1, fineTypeId: 2 },
      ],
    };
    expect(hasFillInput(a, b)).toBe(false);
  });

  it('is there for each kind of input', () => {
    expect(hasFillInput({ ...start, absent: [2] }, start)).toBe(true);
    expect(hasFillInput({ ...start, goals: { 1: 1 } }, start)).toBe(true);
    expect(hasFillInput({ ...start, fines: [{ playerId: 1, fineTypeId: 2 }] }, start)).toBe(true);
    expect(hasFillInput({ ...start, tasks: [{ playerId: 1, taskListId: 2 }] }, start)).toBe(true);
    expect(hasFillInput({ ...start, cards: [{ playerId: 1, color: 'red' }] }, start)).toBe(true);
    expect(hasFillInput({ ...start, scoreFor: 2 }, start)).toBe(true);
    expect(hasFillInput({ ...start, scoreAgainst: 1 }, start)).toBe(true);
  });

  it('is none when a goal was added and taken away again', () => {
    expect(hasFillInput({ ...start, goals: { 1: 0 } }, start)).toBe(false);
  });
});
