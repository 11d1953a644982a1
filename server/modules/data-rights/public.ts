/** What other modules and the server's start may use of the data-rights module (the lint zones in eslint.config.js allow nothing else). */
export { purgeExpiredData, startPurgeTimer } from './purge.js';
