/** What other modules may use of the matches module (the lint zones in eslint.config.js allow nothing else). */
export { seasonChartByMatch } from './by-match-route.js';
export { countedMatches } from './counts-for-attendance.js';
export { countsForAttendance } from './counts-for-attendance.js';
export { toMatch } from './matches.repository.js';
