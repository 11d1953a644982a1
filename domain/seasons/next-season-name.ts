/**
 * The name the new-season wizard suggests: the season after the newest one
 * when that reads as years ('2026-2027' → '2027-2028', '2026/27' → '2027/28',
 * '2026' → '2027'), else the football season of `today` (it turns in July).
 * Never a name the team already has.
 */
export function nextSeasonName(existing: readonly string[], today: string): string {
  const taken = new Set(existing.map((name) => name.trim().toLowerCase()));
  const newest = existing[0]?.trim();
  let candidate = newest ? following(newest) : null;
  if (!candidate) {
    const year = Number(today.slice(0, 4));
    const start = Number(today.slice(5, 7)) >= 7 ? year : year - 1;
    candidate = `${start}-${start + 1}`;
  }
  // Next one up until it is free (a team that already made the following season by hand).
  for (let i = 0; i < 100 && taken.has(candidate.toLowerCase()); i++) {
    candidate = following(candidate) ?? `${candidate} (2)`;
  }
  return candidate;
}

/** One season on: every year in the name one up, its digits kept ('27' stays two). */
function following(name: string): string | null {
  if (!/\d{2,4}/.test(name)) return null;
  return name.replace(/\d{4}|(?<=[-/])\d{2}\b/g, (digits) =>
    String((Number(digits) + 1) % 10 ** digits.length).padStart(digits.length, '0'),
  );
}
