import { emailSchema } from '../account/account.schema.js';
import { z } from '../validation.js';

/** GET /api/{team}/admins: the team's admins; `you` marks the requester. */
export const teamAdminSchema = z.object({ email: z.string(), you: z.boolean() });
export type TeamAdmin = z.infer<typeof teamAdminSchema>;

/** POST /api/{team}/admins/invite and /admins/remove (removing yourself is leaving). */
export const adminEmailSchema = z.object({ email: emailSchema });
export type AdminEmail = z.infer<typeof adminEmailSchema>;

/** GET /api/{team}/admins/invitations: invitations not yet accepted and not expired. */
export const pendingInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const invitationSentSchema = z.object({ email: z.string(), expiresAt: z.string() });

/** The link's token: 256 bits in base64url. */
export const invitationTokenSchema = z.object({
  token: z
    .string({ error: 'Deze link is ongeldig of verlopen' })
    .min(1, 'Deze link is ongeldig of verlopen')
    .max(200, 'Deze link is ongeldig of verlopen'),
});

/** GET /api/invitation?token=…: what the invitation is for (only its holder knows the token). */
export const invitationSchema = z.object({
  teamName: z.string(),
  teamCode: z.string(),
  email: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
