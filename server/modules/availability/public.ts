/** What other modules may use of the availability module (the lint zones in eslint.config.js allow nothing else). */
export { listAvailability } from './availability.repository.js';
