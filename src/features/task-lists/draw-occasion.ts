import { formatDateShort } from '../../../domain/dates';
import type { DrawData } from '../../../domain/task-lists/draw.schema';

/** What a draw was for: 'vr 12 mrt 2027 · tegen Blauw' or 'za 13 mrt 2027 · Toernooi'. */
export function drawOccasion(data: DrawData): string {
  const what = 'matchId' in data ? `tegen ${data.opponent}` : data.description;
  return `${formatDateShort(data.date)} ${data.date.slice(0, 4)} · ${what}`;
}
