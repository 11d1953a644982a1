/** What other modules may use of the fines module (the lint zones in eslint.config.js allow nothing else). */
export { fineListTotals, selectFinesWithPlayerAndType } from './fine-query.js';
