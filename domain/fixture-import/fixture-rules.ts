import { formatDate, parseDateInput } from '../dates.js';
import { cellAt, cellText, findColumn, nameKey, type ImportTable } from '../import-table.js';
import { MAX_LOCATION, MAX_OPPONENT } from '../matches/match.schema.js';
import type { Fixture } from './fixture-import.schema.js';

/** A match as a calendar file or a CSV row describes it. */
export interface FileFixture {
  /** The calendar event's UID; null in a CSV. */
  uid: string | null;
  /** A CSV's optional id column: the match it is. */
  id: number | null;
  date: string;
  kickOff: string | null;
  opponent: string;
  home: boolean;
  location: string | null;
}

export interface SkippedFixture {
  match: Fixture;
  reason: string;
}

/** A match of the season as the import compares it. */
export interface SeasonMatch {
  id: number;
  date: string;
  kickOff: string | null;
  location: string | null;
  opponent: string;
  home: boolean;
  filled: boolean;
  cancelled: boolean;
  importUid: string | null;
}

export type MatchMove = Pick<Fixture, 'date' | 'kickOff' | 'location'>;

export interface FixturePlan {
  created: FileFixture[];
  updated: { match: SeasonMatch; next: MatchMove }[];
  unchanged: number;
  missing: SeasonMatch[];
  skipped: SkippedFixture[];
  /** Matches found without their UID (by opponent and home/away): they keep the file's UID from now on. */
  uids: { matchId: number; uid: string }[];
}

const SIDE_SEPARATOR = /\s+[-–—]\s+/g;

/**
 * The opponent and home/away of "VV Demo 1 - SC Noordwijk 1", when one side is
 * the team's name (case and spaces aside): named first, it plays at home.
 * Null when neither side is the team.
 */
export function sidesOf(
  title: string,
  teamName: string,
): { opponent: string; home: boolean } | null {
  const team = nameKey(teamName);
  for (const separator of title.matchAll(SIDE_SEPARATOR)) {
    const first = title.slice(0, separator.index).trim();
    const second = title.slice(separator.index + separator[0].length).trim();
    if (nameKey(first) === team && second) return { opponent: second, home: true };
    if (nameKey(second) === team && first) return { opponent: first, home: false };
  }
  return null;
}

/** '14:30', '14.30', '9:00', '14u30', '14:30:00' → 'HH:MM'; null for anything else. */
export function parseKickOff(text: string): string | null {
  const match = /^(\d{1,2})[:.u](\d{2})(?::\d{2})?$/i.exec(text.trim());
  if (!match) return null;
  const [, hours = '', minutes = ''] = match;
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  return `${hours.padStart(2, '0')}:${minutes}`;
}

const HOME_WORDS = new Set(['thuis', 't', 'home', 'h', 'thuiswedstrijd']);
const AWAY_WORDS = new Set(['uit', 'u', 'away', 'a', 'uitwedstrijd']);

/** 'thuis' / 'uit' (and the English words, and their first letters); null for anything else. */
export function parseHomeAway(text: string): boolean | null {
  const word = nameKey(text);
  if (HOME_WORDS.has(word)) return true;
  if (AWAY_WORDS.has(word)) return false;
  return null;
}

function fit(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A fixture within the match's limits: a long opponent or place is shortened, never refused. */
export function fittedFixture(fixture: FileFixture): FileFixture {
  return {
    ...fixture,
    opponent: fit(fixture.opponent, MAX_OPPONENT),
    location: fixture.location === null ? null : fit(fixture.location, MAX_LOCATION) || null,
  };
}

/** The fields of a file's fixture that the answer shows. */
export function shownFixture(fixture: FileFixture): Fixture {
  const { date, kickOff, opponent, home, location } = fixture;
  return { date, kickOff, opponent, home, location };
}

const COLUMNS = {
  date: ['datum', 'date', 'dag', 'wedstrijddatum'],
  time: ['tijd', 'aanvang', 'aanvangstijd', 'time', 'aftrap', 'begintijd', 'starttijd'],
  opponent: ['tegenstander', 'opponent', 'tegen'],
  homeAway: [
    'thuis/uit',
    'thuis of uit',
    'uit/thuis',
    'thuisuit',
    'home/away',
    't/u',
    'thuis',
    'uit',
  ],
  homeTeam: ['thuisteam', 'thuisploeg', 'thuis team', 'home team', 'hometeam'],
  awayTeam: ['uitteam', 'uitploeg', 'uit team', 'away team', 'awayteam'],
  location: [
    'locatie',
    'plaats',
    'accommodatie',
    'sportpark',
    'veld',
    'adres',
    'location',
    'place',
  ],
  id: ['id', 'wedstrijd-id', 'wedstrijdid'],
} as const;

export interface FixtureRows {
  fixtures: FileFixture[];
  skipped: SkippedFixture[];
  /** What makes the file unusable, each with its row: the import answers them all at once. */
  errors: string[];
}

/**
 * A CSV of fixtures: a date column, and either an opponent with thuis/uit or a
 * home and an away team (one of them the team's name); time, place and id are
 * optional. Each row that cannot be read is an error; a row of other teams is skipped.
 */
export function readFixtureTable(table: ImportTable, teamName: string): FixtureRows {
  const column = Object.fromEntries(
    Object.entries(COLUMNS).map(([field, names]) => [field, findColumn(table.columns, names)]),
  ) as Record<keyof typeof COLUMNS, number>;
  const bySides = column.homeTeam >= 0 && column.awayTeam >= 0;
  const missing = [
    column.date < 0 ? 'Datum' : null,
    !bySides && column.opponent < 0 ? 'Tegenstander (of Thuisteam en Uitteam)' : null,
    !bySides && column.homeAway < 0 ? 'Thuis/uit' : null,
  ].filter((name): name is string => name !== null);
  if (missing.length > 0) {
    return {
      fixtures: [],
      skipped: [],
      errors: [`Dit is geen wedstrijdschema: de kolom ${missing.join(' en de kolom ')} ontbreekt`],
    };
  }

  const result: FixtureRows = { fixtures: [], skipped: [], errors: [] };
  for (const row of table.rows) {
    const text = (index: number) => cellText(cellAt(row, index));
    const dateCell = cellAt(row, column.date);
    const date =
      typeof dateCell === 'object' && dateCell !== null
        ? dateCell.date
        : parseDateInput(text(column.date));
    if (bySides && !sidesOf(`${text(column.homeTeam)} - ${text(column.awayTeam)}`, teamName)) {
      // Another team's match (a club's whole programme): left out, whatever else it says.
      const title = `${text(column.homeTeam)} - ${text(column.awayTeam)}`;
      result.skipped.push({
        match: {
          date: date ?? text(column.date),
          kickOff: null,
          opponent: title,
          home: true,
          location: null,
        },
        reason: notOurs(teamName),
      });
      continue;
    }
    const problems: string[] = [];
    if (!date)
      problems.push(
        text(column.date) ? `"${text(column.date)}" is geen datum` : 'de datum ontbreekt',
      );
    const kickOff = text(column.time) ? parseKickOff(text(column.time)) : null;
    if (text(column.time) && !kickOff) problems.push(`"${text(column.time)}" is geen tijd`);
    const idText = text(column.id);
    const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
    if (idText && id === null) problems.push(`"${idText}" is geen wedstrijdnummer van Teampot`);

    const sides = bySides
      ? sidesOf(`${text(column.homeTeam)} - ${text(column.awayTeam)}`, teamName)
      : { opponent: text(column.opponent), home: parseHomeAway(text(column.homeAway)) };
    if (!bySides && sides?.home === null) {
      const said = text(column.homeAway);
      problems.push(said ? `"${said}" is geen thuis of uit` : 'thuis of uit ontbreekt');
    }
    if (!bySides && !sides?.opponent) problems.push('de tegenstander ontbreekt');
    if (problems.length > 0) {
      result.errors.push(`Regel ${row.line}: ${problems.join('; ')}`);
      continue;
    }
    if (!date || !sides || sides.home === null) continue;
    result.fixtures.push(
      fittedFixture({
        uid: null,
        id,
        date,
        kickOff,
        opponent: sides.opponent,
        home: sides.home,
        location: text(column.location) || null,
      }),
    );
  }
  return result;
}

/** Why an event of another team is left out. */
export function notOurs(teamName: string): string {
  return `Geen wedstrijd van "${teamName}" (de naam bij de bond staat bij Instellingen)`;
}

function shownMatch(match: SeasonMatch): Fixture {
  const { id, date, kickOff, opponent, home, location } = match;
  return { id, date, kickOff, opponent, home, location };
}

function sideKey(fixture: { opponent: string; home: boolean }): string {
  return `${nameKey(fixture.opponent)}|${fixture.home ? 'thuis' : 'uit'}`;
}

function fileWhen(fixture: FileFixture): string {
  return [formatDate(fixture.date), fixture.kickOff].filter(Boolean).join(' ');
}

/**
 * What importing the file into the season would do. A fixture is the match with
 * its UID; else (a CSV row, or an event seen for the first time) the match its id
 * column names, else the match with the same opponent, home/away and date, else
 * the one match not filled in yet with that opponent and home/away. Its date, time
 * and place follow the file (an empty time or place keeps the match's), unless it
 * is filled in or cancelled; a fixture that finds no match is new, one that could
 * be either of several matches is skipped. Upcoming matches the file does not
 * have are `missing`: never deleted.
 */
export function planFixtureImport(
  season: SeasonMatch[],
  fixtures: FileFixture[],
  today: string,
): FixturePlan {
  const plan: FixturePlan = {
    created: [],
    updated: [],
    unchanged: 0,
    missing: [],
    skipped: [],
    uids: [],
  };
  const claimed = new Map<number, FileFixture>();
  const pending: FileFixture[] = [];
  const seen = new Set<string>();
  const skip = (fixture: FileFixture | SeasonMatch, reason: string) =>
    plan.skipped.push({
      match: 'filled' in fixture ? shownMatch(fixture) : shownFixture(fixture),
      reason,
    });

  for (const fixture of fixtures) {
    const key = fixture.uid ?? `${sideKey(fixture)}|${fixture.date}|${fixture.id ?? ''}`;
    if (seen.has(key)) {
      skip(fixture, 'Staat twee keer in het bestand');
      continue;
    }
    seen.add(key);
    const byUid = fixture.uid ? season.find((match) => match.importUid === fixture.uid) : undefined;
    if (byUid) {
      claimed.set(byUid.id, fixture);
      continue;
    }
    if (fixture.id !== null) {
      const byId = season.find((match) => match.id === fixture.id);
      if (!byId) skip(fixture, `Wedstrijd ${fixture.id} staat niet in dit seizoen`);
      else if (claimed.has(byId.id)) skip(fixture, 'Staat twee keer in het bestand');
      else claimed.set(byId.id, fixture);
      continue;
    }
    pending.push(fixture);
  }

  // A match keeps the UID it has: only one without one can be found by its sides.
  const free = (fixture: FileFixture) =>
    season.filter(
      (match) =>
        !claimed.has(match.id) &&
        sideKey(match) === sideKey(fixture) &&
        (fixture.uid === null || match.importUid === null),
    );
  const unresolved: FileFixture[] = [];
  for (const fixture of pending) {
    const sameDay = free(fixture).find((match) => match.date === fixture.date);
    if (sameDay) claimed.set(sameDay.id, fixture);
    else unresolved.push(fixture);
  }
  const groups = new Map<string, FileFixture[]>();
  for (const fixture of unresolved) {
    groups.set(sideKey(fixture), [...(groups.get(sideKey(fixture)) ?? []), fixture]);
  }
  for (const group of groups.values()) {
    const [first] = group;
    if (!first) continue;
    const open = free(first).filter((match) => !match.filled);
    const [only] = open;
    if (open.length === 0) plan.created.push(...group);
    else if (open.length === 1 && group.length === 1 && only) claimed.set(only.id, first);
    else {
      for (const fixture of group) {
        skip(
          fixture,
          `Niet te bepalen welke wedstrijd tegen ${fixture.opponent} (${fixture.home ? 'thuis' : 'uit'}) dit is: er zijn er meer`,
        );
      }
    }
  }

  for (const match of season) {
    const fixture = claimed.get(match.id);
    if (!fixture) {
      if (!match.filled && !match.cancelled && match.date >= today) plan.missing.push(match);
      continue;
    }
    if (fixture.uid && match.importUid !== fixture.uid) {
      plan.uids.push({ matchId: match.id, uid: fixture.uid });
    }
    const next: MatchMove = {
      date: fixture.date,
      kickOff: fixture.kickOff ?? match.kickOff,
      location: fixture.location ?? match.location,
    };
    const moved =
      next.date !== match.date ||
      next.kickOff !== match.kickOff ||
      next.location !== match.location;
    if (!moved) plan.unchanged += 1;
    else if (match.filled) skip(match, `Al ingevuld; het bestand zegt ${fileWhen(fixture)}`);
    else if (match.cancelled) skip(match, `Afgelast; het bestand zegt ${fileWhen(fixture)}`);
    else plan.updated.push({ match, next });
  }
  return plan;
}
