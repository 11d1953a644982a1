import { teamCreateInputSchema } from '../teams/team.schema.js';
import { z } from '../validation.js';

/** The messages of an archive that cannot be read (a 400 on `archive`). */
export const ARCHIVE_MESSAGES = {
  missing: 'Kies een teamarchief',
  notArchive: 'Dit bestand is geen teamarchief van Teampot',
  newer: 'Dit archief komt uit een nieuwere versie van Teampot en kan hier niet worden gelezen',
  corrupt: 'Dit archief is beschadigd en kan niet worden ingelezen',
  tooLarge: 'Dit archief is uitgepakt te groot',
} as const;

/** POST /api/user/team/from-archive: a new team as POST /api/user/team, filled from an archive ZIP (base64). */
export const teamFromArchiveInputSchema = teamCreateInputSchema.extend({
  archive: z.string({ error: ARCHIVE_MESSAGES.missing }).min(1, ARCHIVE_MESSAGES.missing),
});
export type TeamFromArchiveInput = z.input<typeof teamFromArchiveInputSchema>;
