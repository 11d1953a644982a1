/** What other modules may use of the fine-pot module (the lint zones in eslint.config.js allow nothing else). */
export { getSeasonBalance } from './fine-pot.repository.js';
