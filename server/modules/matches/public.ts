/** What other modules may use of the matches module (the lint zones in eslint.config.js allow nothing else). */
export { countedMatches, countsForAttendance } from './counts-for-attendance.js';
export { seasonChartByMatch } from './by-match-route.js';
