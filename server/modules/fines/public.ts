/** What other modules may use of the fines module (the lint zones in eslint.config.js allow nothing else). */
export { selectFinesWithPlayerAndType } from './fine-query.js';
