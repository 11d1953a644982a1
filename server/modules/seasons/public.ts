/** What other modules may use of the seasons module (the lint zones in eslint.config.js allow nothing else). */
export { resolveSeasonFilter } from './season-filter.js';
export { assertPlayersInSeason, assertTeamSeason } from './team-season.js';
export {
  assertSeasonOpen,
  currentSeason,
  isSeasonLocked,
  putBackInOpenSeason,
  requireOpenCurrentSeason,
} from './season-lock.js';
