/**
 * Domain errors (spec §8): the server answers them with status 999 and
 * `{ "error": "<Case>" }`; the SPA shows the Dutch text below.
 */
export const DOMAIN_ERROR_MESSAGES = {
  DescriptionAlreadyExists: 'Omschrijving bestaat al',
  FinePaid: 'Boete is reeds betaald',
  MatchHasPaidFines: 'Wedstrijd heeft betaalde boetes',
  NickNameAlreadyExists: 'Bijnaam bestaat al',
  NameAlreadyExists: 'Naam bestaat al',
  SeasonAlreadyExists: 'Seizoen bestaat al',
  SeasonHasUnfilledMatches: 'Seizoen heeft nog niet ingevulde wedstrijden',
  SeasonHasUnpaidFines: 'Seizoen heeft nog niet betaalde boetes',
  CodeUnavailable: 'Teamcode is al in gebruik',
  // Cases the spec leaves open; named here so server and SPA agree.
  SeasonLocked: 'Dit seizoen is afgesloten',
  NoSeason: 'Er is nog geen seizoen',
  MatchFilled: 'Wedstrijd is al ingevuld',
  MatchNotFillable: 'Wedstrijd kan niet worden ingevuld',
  MatchCancelled: 'Wedstrijd is afgelast',
  MatchPlayed: 'Deze wedstrijd is al gespeeld',
  FineTypeHasFines: 'Boete is al uitgedeeld; dupliceer het boetetype om het te wijzigen',
  PlayerNotInSeason: 'Speler zit niet in dit seizoen',
  NotEnoughPlayers: 'Aantal lotingen kan niet groter zijn dan het aantal spelers',
  InvalidToken: 'Deze link is ongeldig of verlopen',
  PushLimitPerAddress: 'Vanaf dit netwerk volgen al te veel browsers dit team',
  PushLimitPerTeam: 'Dit team heeft al het maximum aantal volgers',
  LastAdmin: 'Het team heeft minstens één beheerder nodig',
  // Issue 32: an invitation for an address that already runs the team sends no mail.
  AlreadyAdmin: 'Dit e-mailadres is al beheerder van dit team',
  // Issue 32: "Nu versturen" of the match reminder.
  NoNextMatch: 'Er is geen volgende wedstrijd om aan te herinneren',
  ReminderJustSent: 'De herinnering is net verstuurd; over een paar minuten kan het weer',
  StatementEntryAlreadyImported: 'Deze regel van het bankafschrift is al verwerkt',
  // An undo of a delete that no longer fits (too late, or a clash with what changed since).
  CannotRestore: 'Dit kan niet meer ongedaan worden gemaakt',
  // Player of the match (issue 31).
  VoteForSelf: 'Je kunt niet op jezelf stemmen',
  PlayerAbsent: 'Alleen spelers die er waren stemmen en kunnen gekozen worden',
  MatchNotFilled: 'Deze wedstrijd is nog niet ingevuld',
  VotingClosed: 'Het stemmen voor deze wedstrijd is gesloten',
  // Data rights (issue 30).
  PlayerActive: 'Alleen een speler die niet meer actief is kan geanonimiseerd worden',
} as const;

export type DomainErrorCase = keyof typeof DOMAIN_ERROR_MESSAGES;

/** Fallback texts of spec §8 when a case has no message of its own. */
export const GENERIC_ERROR_MESSAGE = 'Er is iets misgegaan...';
export const GENERIC_TEAM_ERROR_MESSAGE = 'Er is iets fout gegaan';

export function domainErrorMessage(code: string): string {
  return (DOMAIN_ERROR_MESSAGES as Record<string, string>)[code] ?? GENERIC_ERROR_MESSAGE;
}
