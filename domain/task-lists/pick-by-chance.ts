/**
 * One weighted pick from the chances `GET /task/{id}/drawChance` returned (which
 * come from `drawChances` in domain/task-lists/draw-chances.ts), so a lottery run in the fill wizard
 * uses exactly the odds the wizard shows. `random` returns a float in [0, 1).
 */
export function pickByChance<T>(
  chances: readonly (readonly [T, number])[],
  random: () => number,
): T {
  const last = chances[chances.length - 1];
  if (!last) throw new RangeError('Niemand om uit te loten');
  const r = random();
  if (!(r >= 0 && r < 1)) throw new RangeError(`random() moet in [0, 1) liggen, gaf ${r}`);
  let total = 0;
  for (const [, chance] of chances) total += chance;
  let target = r * total;
  for (const [item, chance] of chances) {
    if (target < chance) return item;
    target -= chance;
  }
  // Rounding in the running subtraction can leave a sliver past the last chance.
  return last[0];
}
