export interface PlayerName {
  firstName: string;
  lastName: string;
  nickName?: string | null;
}

/** The nickname when there is one, otherwise first and last name. */
export function playerDisplayName(p: PlayerName): string {
  const nickName = p.nickName?.trim();
  if (nickName) return nickName;
  return [p.firstName.trim(), p.lastName.trim()].filter(Boolean).join(' ');
}
