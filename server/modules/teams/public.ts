/** What other modules may use of the teams module (the lint zones in eslint.config.js allow nothing else). */
export { insertTeam, toTeam, type NewTeam } from './teams.repository.js';
