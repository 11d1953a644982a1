export type RankScore = number | string | readonly number[];

function sameScore(a: RankScore, b: RankScore): boolean {
  if (typeof a === 'object' && typeof b === 'object') {
    return a.length === b.length && a.every((value, i) => value === b[i]);
  }
  return a === b;
}

/**
 * Competition ranking (1, 1, 3) of rows already sorted best first: a row whose
 * score equals the previous row's shares its rank. An array score compares
 * element by element, e.g. `[total, count]`.
 */
export function rankRows<T extends object>(
  rows: readonly T[],
  score: (row: T) => RankScore,
): Array<T & { rank: number }> {
  let previous: RankScore | undefined;
  let rank = 0;
  return rows.map((row, index) => {
    const current = score(row);
    if (previous === undefined || !sameScore(previous, current)) rank = index + 1;
    previous = current;
    return { ...row, rank };
  });
}
