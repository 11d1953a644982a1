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

/** '66,67%': always two decimals, decimal comma, halves rounded away from zero. */
export function formatPercentage(value: number): string {
  const hundredths = Math.round(Number((Math.abs(value) * 100).toFixed(6)));
  const sign = value < 0 && hundredths > 0 ? '-' : '';
  const whole = Math.floor(hundredths / 100);
  const decimals = (hundredths % 100).toString().padStart(2, '0');
  return `${sign}${whole},${decimals}%`;
}
