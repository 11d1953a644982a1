/** What other modules may use of the player-of-the-match module (the lint zones in eslint.config.js allow nothing else). */
export {
  nextVotingClose,
  playerOfTheMatchTitles,
  playerOfTheMatchWinners,
} from './votes.repository.js';
