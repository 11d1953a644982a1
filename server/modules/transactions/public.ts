/** What other modules may use of the transactions module (the lint zones in eslint.config.js allow nothing else). */
export { insertTransaction } from './transactions.repository.js';
