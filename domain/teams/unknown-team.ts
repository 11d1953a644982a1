/**
 * What a team host whose team does not exist says (spec §6: a notice, then the website
 * after 2 s). The server's page for it (server/http/unknown-team-page.ts) and the SPA's
 * (src/shell/UnknownTeamCard.tsx) say the same words.
 */
export const UNKNOWN_TEAM = {
  title: 'Dit team bestaat niet',
  message: 'Er is geen team op dit adres. Je wordt doorgestuurd naar de website.',
  toWebsite: 'Naar de website',
  redirectSeconds: 2,
} as const;
