import type { Page } from '../paging.js';
import { pageQueryShape, pageSchema } from '../paging.schema.js';
import { isoDateSchema } from '../dates.schema.js';
import { playerSchema } from '../players/player.schema.js';
import { MAX_ID, payloadIdSchema, z } from '../validation.js';

export const DRAW_MESSAGES = {
  countMinimum: 'Aantal lotingen moet minimaal 1 zijn',
  countMaximum: 'Aantal lotingen kan niet groter zijn dan het aantal spelers',
  matchRequired: 'Wedstrijd is verplicht',
  dateRequired: 'Datum is verplicht',
  descriptionRequired: 'Omschrijving is verplicht',
  playerRequired: 'Speler is verplicht',
} as const;

const id = payloadIdSchema;

export type DrawDataInput = { matchId: number } | { date: string; description: string };

/**
 * What a draw is for: a match (`{ matchId }`), or a date plus description.
 * One flat object so each missing field gets its own message in the form.
 */
export const drawDataInputSchema = z
  .object({
    matchId: id.nullish(),
    date: z.string().nullish(),
    description: z
      .string()
      .trim()
      .max(100, 'Omschrijving mag maximaal 100 tekens lang zijn')
      .nullish(),
  })
  .superRefine((data, ctx) => {
    if (data.matchId) return;
    const dateResult = isoDateSchema.safeParse(data.date ?? '');
    if (!dateResult.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['date'],
        message: dateResult.error.issues[0]?.message ?? DRAW_MESSAGES.dateRequired,
      });
    }
    if (!data.description) {
      ctx.addIssue({
        code: 'custom',
        path: ['description'],
        message: DRAW_MESSAGES.descriptionRequired,
      });
    }
  })
  .transform((data): DrawDataInput =>
    data.matchId
      ? { matchId: data.matchId }
      : { date: data.date ?? '', description: data.description ?? '' },
  );

const toDraw = z
  .number({ error: DRAW_MESSAGES.countMinimum })
  .int(DRAW_MESSAGES.countMinimum)
  .min(1, DRAW_MESSAGES.countMinimum);

/** The wizard's count field: at least one, at most the players left in the draw. */
export function drawCountSchema(eligiblePlayers: number) {
  return toDraw.max(eligiblePlayers, DRAW_MESSAGES.countMaximum);
}

/** `POST /task/{id}/draw`; the server checks the maximum against the eligible players. */
export const drawInputSchema = z.object({
  ignorePlayerIds: z.array(id).max(500).default([]),
  toDraw,
  data: drawDataInputSchema,
});
export type DrawInput = z.input<typeof drawInputSchema>;

/** `POST /task/{id}/drawManual`: assign a player without a lottery. */
export const drawManualInputSchema = z.object({
  playerId: z
    .number({ error: DRAW_MESSAGES.playerRequired })
    .int()
    .positive(DRAW_MESSAGES.playerRequired)
    .max(MAX_ID, DRAW_MESSAGES.playerRequired),
  data: drawDataInputSchema,
});
export type DrawManualInput = z.input<typeof drawManualInputSchema>;

export const drawDataSchema = z.union([
  z.object({ matchId: z.number().int(), date: z.string(), opponent: z.string() }),
  z.object({ date: z.string(), description: z.string() }),
]);
export type DrawData = z.infer<typeof drawDataSchema>;

export const taskDrawSchema = z.object({
  id: z.number().int(),
  taskListId: z.number().int(),
  player: playerSchema,
  data: drawDataSchema,
});
export type TaskDraw = z.infer<typeof taskDrawSchema>;

/** `GET /task/{id}/drawChance`: each eligible player with the chance (a fraction, 0–1) of being drawn first. */
export const drawChancesSchema = z.array(z.tuple([playerSchema, z.number()]));
export type DrawChances = z.infer<typeof drawChancesSchema>;

export const drawResultSchema = z.object({
  players: z.array(playerSchema),
  draws: z.array(taskDrawSchema),
});
export type DrawResult = z.infer<typeof drawResultSchema>;

/**
 * `GET /task/{id}/draws`: one season (`seasonFilter`) or all, and the paging parameters.
 * Without `limit` and `cursor` every draw comes as before, for other clients.
 */
export const drawListQuerySchema = z.object({
  seasonFilter: z.coerce
    .number({ error: 'Ongeldig seizoen' })
    .int('Ongeldig seizoen')
    .positive('Ongeldig seizoen')
    .max(MAX_ID, 'Ongeldig seizoen')
    .optional(),
  ...pageQueryShape,
});
export type DrawListQuery = z.output<typeof drawListQuerySchema>;

/** What the draw history counts, over every draw of the (filtered) list. */
export const drawTotalsSchema = z.object({ count: z.number().int() });
export type DrawListTotals = z.infer<typeof drawTotalsSchema>;
export const drawPageSchema = pageSchema(taskDrawSchema, drawTotalsSchema);
export type DrawPage = Page<TaskDraw, DrawListTotals>;
