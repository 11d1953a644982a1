// The task-list lottery. Everyone eligible can be drawn, but each earlier draw for
// the same task list in this season makes a player less likely to be drawn again:
//
//   weight(player) = 1 / (1 + timesDrawn)
//   chance(player) = weight(player) / sum of the weights of all eligible players
//
// Eligible means active and not ignored for this draw; callers filter those out
// before calling. Drawing several players picks them one after another, each pick
// proportional to the weights of the players not picked yet (weighted sampling
// without replacement), so `drawChances` is exactly the chance of being picked first.

export interface DrawCandidate {
  id: number;
  timesDrawn: number;
}

function weightOf(player: DrawCandidate): number {
  if (!Number.isInteger(player.timesDrawn) || player.timesDrawn < 0) {
    throw new RangeError(
      `Ongeldig aantal keer geloot voor speler ${player.id}: ${player.timesDrawn}`,
    );
  }
  return 1 / (1 + player.timesDrawn);
}

export function drawWeights(players: readonly DrawCandidate[]): Map<number, number> {
  const weights = new Map<number, number>();
  for (const player of players) {
    if (weights.has(player.id))
      throw new RangeError(`Speler ${player.id} staat dubbel in de loting`);
    weights.set(player.id, weightOf(player));
  }
  return weights;
}

/** Each player's chance as a fraction; together they sum to 1 (for a non-empty list). */
export function drawChances(
  players: readonly DrawCandidate[],
): { playerId: number; chance: number }[] {
  const weights = drawWeights(players);
  let total = 0;
  for (const weight of weights.values()) total += weight;
  return [...weights].map(([playerId, weight]) => ({ playerId, chance: weight / total }));
}

/**
 * Draws `count` distinct players. `random` returns a float in [0, 1): the server
 * passes a cryptographic source, tests a seeded one such as `mulberry32`.
 */
export function drawPlayers(
  players: readonly DrawCandidate[],
  count: number,
  random: () => number,
): number[] {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError('Aantal lotingen moet minimaal 1 zijn');
  }
  if (count > players.length) {
    throw new RangeError('Aantal lotingen kan niet groter zijn dan het aantal spelers');
  }
  const remaining = [...drawWeights(players)];
  const drawn: number[] = [];
  while (drawn.length < count) {
    const r = random();
    if (!(r >= 0 && r < 1)) throw new RangeError(`random() moet in [0, 1) liggen, gaf ${r}`);
    let total = 0;
    for (const [, weight] of remaining) total += weight;
    let target = r * total;
    // Rounding in the running subtraction can leave target just above the last
    // weight; that pick then belongs to the last player.
    let index = remaining.length - 1;
    for (const [i, [, weight]] of remaining.entries()) {
      if (target < weight) {
        index = i;
        break;
      }
      target -= weight;
    }
    const [picked] = remaining.splice(index, 1);
    if (picked) drawn.push(picked[0]);
  }
  return drawn;
}

/** A small seeded PRNG (mulberry32) returning floats in [0, 1), for tests and benchmarks. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
