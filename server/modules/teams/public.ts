/** What other modules may use of the teams module (the lint zones in eslint.config.js allow nothing else). */
export { toTeam } from './teams.repository.js';
