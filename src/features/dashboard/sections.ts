/** The eight sections of the dashboard (spec §2), in the order of their buttons; keys are the spec's names. */
export const SECTIONS = [
  { key: 'matches', label: 'Wedstrijden' },
  { key: 'goals', label: 'Doelpunten' },
  { key: 'attendance', label: 'Aanwezigheid' },
  { key: 'lotteries', label: 'Loterijen' },
  { key: 'fine-pot', label: 'Boetepot' },
  { key: 'fines', label: 'Boetes' },
  { key: 'transactions', label: 'Transacties' },
  { key: 'fine-rankings', label: 'Boeteklassement' },
] as const;

export type SectionKey = (typeof SECTIONS)[number]['key'];

export function parseSection(value: string | null): SectionKey | null {
  return SECTIONS.find((section) => section.key === value)?.key ?? null;
}

/** The spec's empty messages, each in one place (docs/dashboard.md says where each appears). */
export const EMPTY = {
  data: 'Geen gegevens gevonden',
  unknown: 'Geen gegevens bekend',
  fines: 'Geen boetes gevonden',
  goals: 'Geen doelpunten bekend',
  transactions: 'Geen transacties gevonden',
  matches: 'Geen wedstrijden gevonden.',
  notFilled: 'Deze wedstrijd is nog niet ingevuld',
  /** Not the spec's: a link to a called-off match (issue 14) must not suggest it is still to be filled. */
  cancelled: 'Deze wedstrijd is afgelast',
} as const;
