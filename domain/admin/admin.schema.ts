import { teamSchema } from '../teams/team.schema.js';
import { z } from '../validation.js';

/** GET /api/admin/teams: one row of the admin's team table. */
export const adminTeamSchema = teamSchema.extend({
  playerCount: z.number().int(),
  createdAt: z.string(),
  /** ISO timestamp of the latest pin login, fine or draw (or the creation). */
  lastActivity: z.string(),
  /** ISO timestamp the team was deleted (issue 30); null for a live team. */
  deletedAt: z.string().nullable(),
  /** When a deleted team is due to be purged for good (the restore period's end); null for a live team. */
  purgeAt: z.string().nullable(),
});
export type AdminTeam = z.infer<typeof adminTeamSchema>;

/** GET /api/admin/users: one row of the admin's user table. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  verified: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  teams: z.array(teamSchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
