import { z } from '../validation.js';

/** `DELETE /api/auth/account`: the password again, so a session left open cannot delete. */
export const deleteAccountInputSchema = z.object({
  password: z
    .string({ error: 'Wachtwoord is verplicht' })
    .min(1, 'Wachtwoord is verplicht')
    .max(200, 'Wachtwoord mag maximaal 200 tekens lang zijn'),
});
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>;

/** `GET /api/auth/account/data`: everything kept about the account (the right of access). */
export const accountDataSchema = z.object({
  account: z.object({
    email: z.string(),
    createdAt: z.string(),
    emailVerifiedAt: z.string().nullable(),
    isAdmin: z.boolean(),
  }),
  adminOf: z.array(z.object({ teamCode: z.string(), name: z.string() })),
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      expiresAt: z.string(),
      stayLoggedIn: z.boolean(),
      endedAt: z.string().nullable(),
    }),
  ),
  pushSubscriptions: z.array(
    z.object({ teamCode: z.string(), createdAt: z.string(), endpoint: z.string() }),
  ),
  auditTrail: z.array(
    z.object({
      teamCode: z.string(),
      at: z.string(),
      entity: z.string(),
      action: z.string(),
      email: z.string().nullable(),
    }),
  ),
});
export type AccountData = z.infer<typeof accountDataSchema>;
