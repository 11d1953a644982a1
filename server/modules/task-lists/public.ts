/** What other modules may use of the task-lists module (the lint zones in eslint.config.js allow nothing else). */
export { insertDraws, listTaskLists } from './task-lists.repository.js';
