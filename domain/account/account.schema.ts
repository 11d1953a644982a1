import { z } from '../validation.js';
import { NEXT_PATH } from './next-path.js';

/** Spec §3: what the server tells about a user. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const PASSWORD_MIN_LENGTH = 8;

/** Stored lower-cased, so one address is one account however it is typed. */
export const emailSchema = z
  .string({ error: 'Ongeldig emailadres' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Ongeldig emailadres' }).max(254, 'Ongeldig emailadres'));

/** `next` in the register and resend payloads: carried into the verification link (domain/account/next-path.ts). */
export const nextPathSchema = z
  .string({ error: 'Ongeldige vervolgpagina' })
  .regex(NEXT_PATH, 'Ongeldige vervolgpagina');

export const passwordSchema = z
  .string({ error: 'Wachtwoord is verplicht' })
  .min(1, 'Wachtwoord is verplicht')
  .min(PASSWORD_MIN_LENGTH, 'Wachtwoord moet minimaal 8 tekens lang zijn')
  // argon2 would take any length; a cap keeps a login request cheap.
  .max(200, 'Wachtwoord mag maximaal 200 tekens lang zijn');

export const loginInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  stayLoggedIn: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const loginResultSchema = z.discriminatedUnion('case', [
  z.object({ case: z.literal('Success'), fields: z.tuple([userSchema]) }),
  z.object({ case: z.literal('AwaitingEmailVerification') }),
  z.object({ case: z.literal('InvalidCredentials') }),
]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** `next`: the invitation the account is made for (issue 32), carried into the verification link. */
export const registerInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  next: nextPathSchema.optional(),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

const PASSWORDS_DIFFER = 'Wachtwoorden komen niet overeen';

/** The register form: the payload plus the confirmation, which never leaves the browser. */
export const registerFormSchema = registerInputSchema
  .extend({ passwordConfirmation: z.string() })
  .refine((form) => form.password === form.passwordConfirmation, {
    message: PASSWORDS_DIFFER,
    path: ['passwordConfirmation'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const emailInputSchema = z.object({ email: emailSchema });
export type EmailInput = z.input<typeof emailInputSchema>;

/**
 * POST /api/auth/resendEmailVerification and /forgotPassword: the address, and the invitation
 * the mail's link leads back to.
 */
export const emailAndNextInputSchema = emailInputSchema.extend({
  next: nextPathSchema.optional(),
});

/** The single-use secret of a verification or reset link. */
export const tokenInputSchema = z.object({
  token: z.string({ error: 'Ongeldige link' }).min(1, 'Ongeldige link').max(200, 'Ongeldige link'),
});

export const resetPasswordInputSchema = tokenInputSchema.extend({ password: passwordSchema });

export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, passwordConfirmation: z.string() })
  .refine((form) => form.password === form.passwordConfirmation, {
    message: PASSWORDS_DIFFER,
    path: ['passwordConfirmation'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
