/** What other modules may use of the players module (the lint zones in eslint.config.js allow nothing else). */
export {
  getPlayer,
  getPlayerRow,
  joinedPlayer,
  joinedPlayerColumns,
  toPlayer,
} from './players.repository.js';
