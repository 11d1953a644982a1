/** What other modules may use of the account module (the lint zones in eslint.config.js allow nothing else). */
export { startSession } from './session-cookie.js';
