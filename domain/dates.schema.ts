import { isValidIsoDate } from './dates.js';
import { z } from './validation.js';

/** A calendar date `YYYY-MM-DD` on the wire, with the form's Dutch messages. */
export const isoDateSchema = z
  .string({ error: (issue) => (issue.input == null ? 'Datum is verplicht' : 'Ongeldige datum') })
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: 'Datum is verplicht' });
    else if (!isValidIsoDate(value)) ctx.addIssue({ code: 'custom', message: 'Ongeldige datum' });
  });
