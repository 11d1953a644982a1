/** What other modules may use of the reminders module (the lint zones in eslint.config.js allow nothing else). */
export { assertAnswerToken, issueAnswerToken } from './answer-tokens.js';
export { sendDueReminders, startReminderTimer } from './reminders.js';
export { sendShortageAlarms } from './shortage-alarm.js';
