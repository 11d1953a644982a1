/** present / (present + absent) as a percentage with two decimals; 0 without data. */
export function attendancePercentage(present: number, absent: number): number {
  if (!(present >= 0 && absent >= 0 && Number.isFinite(present + absent))) {
    throw new RangeError(`Ongeldige aanwezigheid: ${present} aanwezig, ${absent} afwezig`);
  }
  const total = present + absent;
  if (total === 0) return 0;
  // One correctly rounded division: an exact half (e.g. 1/160 → 0.625%) stays exact,
  // which present / total * 100 would not guarantee.
  return Math.round((present * 10000) / total) / 100;
}
