import { formatDateShort } from '../dates.js';

/** 'Jan', 'Jan en Piet', 'Jan, Piet en Kees'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} en ${names[names.length - 1]}`;
}

/**
 * The push notification after a lottery:
 * 'Loting: Wassen' / 'Jan en Piet moeten: Wassen (za 12 mrt, tegen Blauw)'.
 */
export function drawAnnouncement(draw: {
  taskList: string;
  names: readonly string[];
  data: { date: string; description: string } | { date: string; opponent: string };
}): { title: string; body: string } {
  const verb = draw.names.length === 1 ? 'moet' : 'moeten';
  const what = 'opponent' in draw.data ? `tegen ${draw.data.opponent}` : draw.data.description;
  return {
    title: `Loting: ${draw.taskList}`,
    body: `${joinNames(draw.names)} ${verb}: ${draw.taskList} (${formatDateShort(draw.data.date)}, ${what})`,
  };
}
