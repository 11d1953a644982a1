/** What other modules may use of the seasons module (the lint zones in eslint.config.js allow nothing else). */
export { resolveSeasonFilter } from './season-filter.js';
export { assertPlayersInSeason } from './season-players.js';
export {
  assertSeasonOpen,
  assertTeamSeason,
  currentSeason,
  isSeasonLocked,
  putBackInOpenSeason,
  requireOpenCurrentSeason,
  teamSeason,
} from './season-lock.js';
