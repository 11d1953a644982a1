/** What other modules may use of the standings module (the lint zones in eslint.config.js allow nothing else). */
export {
  attendanceStandings,
  cardCounts,
  fineStandings,
  goalStandings,
} from './standings.repository.js';
