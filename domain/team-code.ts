import { z } from './validation.js';

// A team code is the team's subdomain, so it follows hostname rules and avoids
// the hosts the app itself uses.

export const RESERVED_TEAM_CODES: readonly string[] = ['www', 'api', 'admin'];

export const TEAM_CODE_MIN_LENGTH = 2;
export const TEAM_CODE_MAX_LENGTH = 16;

function teamCodeProblem(code: string): string | null {
  if (code === '') return 'Teamcode is verplicht';
  if (code.length < TEAM_CODE_MIN_LENGTH || code.length > TEAM_CODE_MAX_LENGTH) {
    return 'Teamcode moet 2 tot 16 tekens lang zijn';
  }
  if (!/^[a-z0-9-]+$/.test(code)) {
    return 'Teamcode mag alleen kleine letters, cijfers en streepjes bevatten';
  }
  if (code.startsWith('-') || code.endsWith('-')) {
    return 'Teamcode mag niet met een streepje beginnen of eindigen';
  }
  if (RESERVED_TEAM_CODES.includes(code)) return 'Teamcode is niet beschikbaar';
  return null;
}

/** One message at a time, the most basic problem first. */
export const teamCodeSchema = z
  .string({ error: 'Teamcode is verplicht' })
  .superRefine((code, ctx) => {
    const problem = teamCodeProblem(code);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export function isValidTeamCode(s: string): boolean {
  return teamCodeProblem(s) === null;
}

// Letters that Unicode does not decompose into a base letter plus accents.
const LETTER_REPLACEMENTS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * A team code suggested from the team name: 'VV Oranje Boys 3' → 'vv-oranje-boys-3',
 * 'Café de Üil' → 'cafe-de-uil'. A long name is cut after its last whole word that
 * fits ('Heren 12 Zaterdag' → 'heren-12', not 'heren-12-zaterda'); only a first word
 * longer than a code is cut inside. The result may still be invalid (too short,
 * reserved, empty for a name without letters or digits); the form validates it.
 */
export function deriveTeamCode(name: string): string {
  const full = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTER_REPLACEMENTS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (full.length <= TEAM_CODE_MAX_LENGTH) return full;
  // The dash after the last word that fits stands at most one place past the end.
  const lastDash = full.lastIndexOf('-', TEAM_CODE_MAX_LENGTH);
  if (lastDash >= TEAM_CODE_MIN_LENGTH) return full.slice(0, lastDash);
  return full.slice(0, TEAM_CODE_MAX_LENGTH).replace(/-+$/, '');
}

export const teamNameSchema = z
  .string({ error: 'Teamnaam is verplicht' })
  .trim()
  .min(1, 'Teamnaam is verplicht')
  .max(100, 'Teamnaam mag maximaal 100 tekens lang zijn');

/** Exactly six digits; a pin with both problems reports the digits first. */
export const pinSchema = z
  .string({ error: 'Pin moet 6 cijfers lang zijn' })
  .superRefine((pin, ctx) => {
    if (!/^\d*$/.test(pin))
      ctx.addIssue({ code: 'custom', message: 'Pin mag alleen cijfers bevatten' });
    if (pin.length !== 6) ctx.addIssue({ code: 'custom', message: 'Pin moet 6 cijfers lang zijn' });
  });
