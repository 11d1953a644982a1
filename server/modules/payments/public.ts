/** What other modules may use of the payments module (the lint zones in eslint.config.js allow nothing else). */
export { rememberPaymentReference } from './payment.repository.js';
