import { z } from '../validation.js';

export const FIXTURE_FORMATS = ['ics', 'csv'] as const;
export type FixtureFormat = (typeof FIXTURE_FORMATS)[number];

export const FIXTURE_FORMAT_LABELS: Record<FixtureFormat, string> = {
  ics: 'Agenda (ICS)',
  csv: 'CSV',
};

/** POST /api/{team}/import/fixtures: the file's text, and whether only to see what it would do. */
export const fixtureImportSchema = z.object({
  format: z.enum(FIXTURE_FORMATS, { error: 'Kies een agenda (ICS) of CSV' }),
  content: z.string({ error: 'Kies een bestand' }).min(1, 'Kies een bestand'),
  dryRun: z.boolean({ error: 'Geef aan of het een proef is' }).default(false),
});
export type FixtureImport = z.input<typeof fixtureImportSchema>;

/** A match as the import shows it: the match resource's own field names; `id` once it exists. */
export const fixtureSchema = z.object({
  id: z.number().int().optional(),
  date: z.string(),
  kickOff: z.string().nullable(),
  opponent: z.string(),
  home: z.boolean(),
  location: z.string().nullable(),
});
export type Fixture = z.infer<typeof fixtureSchema>;

/** A match the file moved: what it is now, and what it was. */
export const movedFixtureSchema = fixtureSchema.extend({
  id: z.number().int(),
  previous: fixtureSchema.pick({ date: true, kickOff: true, location: true }),
});
export type MovedFixture = z.infer<typeof movedFixtureSchema>;

export const fixtureImportResultSchema = z.object({
  created: z.array(fixtureSchema),
  updated: z.array(movedFixtureSchema),
  unchanged: z.number().int(),
  /** Upcoming matches of the season the file does not have (any more): never deleted. */
  missing: z.array(fixtureSchema),
  skipped: z.array(z.object({ match: fixtureSchema, reason: z.string() })),
});
export type FixtureImportResult = z.infer<typeof fixtureImportResultSchema>;

/** GET/PUT /api/{team}/settings/federation-name: the team's name in the federation's fixtures. */
export const federationNameSchema = z.object({
  federationName: z
    .string({ error: 'Vul de naam in die de bond gebruikt' })
    .trim()
    .min(1, 'Vul de naam in die de bond gebruikt')
    .max(100, 'De naam mag maximaal 100 tekens lang zijn'),
});
export type FederationName = z.infer<typeof federationNameSchema>;
