/**
 * Calls of one key made one after the other, in the order they were asked for: each waits until
 * the one before it of its key has settled, whether it succeeded or not. Two writes of the same
 * record under way at once (a fine tapped paid and at once back, a mis-tap undone) may be applied
 * by the server in the other order, and the later tap would be lost.
 */
export function inTurnPerKey<Key>(): <T>(key: Key, call: () => Promise<T>) => Promise<T> {
  const lastOf = new Map<Key, Promise<void>>();
  return (key, call) => {
    const result = (lastOf.get(key) ?? Promise.resolve()).then(call);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    lastOf.set(key, settled);
    // The last of its key, done: nothing waits on it any more.
    void settled.then(() => lastOf.get(key) === settled && lastOf.delete(key));
    return result;
  };
}

/**
 * The app's writes to one address (a record's, as `teamKey` writes it), one after the other:
 * the taps that change a record without a form (a fine's paid flag, an answer, a switch, a
 * settings card) go through it.
 */
export const writesInTurn = inTurnPerKey<string>();
