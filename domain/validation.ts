import { z } from 'zod';

// zod's configuration is global: configuring it here, in the module every schema
// imports `z` from, makes its built-in messages Dutch for server and SPA alike.
// In the browser the page's Content-Security-Policy forbids eval, and zod's probe for
// it (a caught `new Function`) is still reported as a violation: the SPA's schemas run
// without compiling (jitless); the server keeps zod's compiled fast path.
z.config({ ...z.locales.nl(), jitless: 'document' in globalThis });

export { z };

export interface ValidationIssue {
  path: string;
  message: string;
}

/** Flattens a ZodError into the `{ path, message }` pairs of the wire contract. */
export function issuesOf(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** The largest id the database holds (PostgreSQL integer): a larger one in a body is a 400, not a 500. */
export const MAX_ID = 2_147_483_647;

/** An id in a payload (a player, a fine type, a task list): anything else is 'Ongeldig id'. */
export const payloadIdSchema = z
  .number({ error: 'Ongeldig id' })
  .int('Ongeldig id')
  .positive('Ongeldig id')
  .max(MAX_ID, 'Ongeldig id');
