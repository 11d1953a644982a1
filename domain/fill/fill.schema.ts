import { fineTypeSchema } from '../fines/fine-type.schema.js';
import { scoreSchema } from '../matches/match.schema.js';
import { playerSchema } from '../players/player.schema.js';
import { taskListSchema } from '../task-lists/task-list.schema.js';
import { payloadIdSchema, z } from '../validation.js';
import { CARD_COLORS, CARD_MESSAGES, extraCardRefusal, type CardCounts } from './cards.js';

/** Messages of the fill wizard's rules (spec §5), shared by the wizard and the server. */
export const FILL_MESSAGES = {
  absentWithGoals: 'Speler heeft doelpunten',
  duplicateFine: 'Speler heeft deze boete al',
  duplicateTask: 'Speler heeft deze taak al',
  duplicateAbsent: 'Speler staat al afwezig',
  duplicateGoals: 'Speler staat al bij de doelpunten',
  goalsInteger: 'Doelpunten moeten een geheel getal zijn',
  goalsNegative: 'Doelpunten kunnen niet negatief zijn',
} as const;

const id = payloadIdSchema;

const goalsSchema = z
  .number({ error: FILL_MESSAGES.goalsInteger })
  .int(FILL_MESSAGES.goalsInteger)
  .min(0, FILL_MESSAGES.goalsNegative)
  .max(99, 'Dat zijn wel erg veel doelpunten');

/** `POST /match/{id}/data`: everything the fill wizard collected. */
export const matchDataInputSchema = z
  .object({
    absentPlayers: z.array(id).max(200),
    goals: z.array(z.object({ playerId: id, goals: goalsSchema })).max(200),
    fines: z.array(z.object({ playerId: id, fineTypeId: id })).max(1000),
    tasks: z.array(z.object({ playerId: id, taskListId: id })).max(200),
    /** Yellow and red cards (issue 31), one entry per card; left out by clients that know none. */
    cards: z
      .array(
        z.object({ playerId: id, color: z.enum(CARD_COLORS, { error: CARD_MESSAGES.colour }) }),
      )
      .max(200)
      .default([]),
    /** The result (issue 17); the wizard offers the goals' sum as ours. */
    scoreFor: scoreSchema.nullish(),
    scoreAgainst: scoreSchema.nullish(),
  })
  .superRefine((data, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });

    const absent = new Set<number>();
    data.absentPlayers.forEach((playerId, i) => {
      if (absent.has(playerId)) issue(['absentPlayers', i], FILL_MESSAGES.duplicateAbsent);
      absent.add(playerId);
    });
    const scorers = new Set<number>();
    data.goals.forEach(({ playerId, goals }, i) => {
      if (scorers.has(playerId)) issue(['goals', i, 'playerId'], FILL_MESSAGES.duplicateGoals);
      scorers.add(playerId);
      if (goals > 0 && absent.has(playerId))
        issue(['goals', i, 'playerId'], FILL_MESSAGES.absentWithGoals);
    });
    const fines = new Set<string>();
    data.fines.forEach(({ playerId, fineTypeId }, i) => {
      const key = `${playerId}:${fineTypeId}`;
      if (fines.has(key)) issue(['fines', i, 'fineTypeId'], FILL_MESSAGES.duplicateFine);
      fines.add(key);
    });
    const carded = new Map<number, CardCounts>();
    data.cards.forEach(({ playerId, color }, i) => {
      const counts = carded.get(playerId) ?? { yellow: 0, red: 0 };
      const refused = extraCardRefusal(counts, color);
      if (refused) issue(['cards', i, 'color'], refused);
      carded.set(playerId, { ...counts, [color]: counts[color] + 1 });
      if (absent.has(playerId)) issue(['cards', i, 'playerId'], CARD_MESSAGES.absentWithCard);
    });
    const tasks = new Set<string>();
    data.tasks.forEach(({ playerId, taskListId }, i) => {
      const key = `${playerId}:${taskListId}`;
      if (tasks.has(key)) issue(['tasks', i, 'taskListId'], FILL_MESSAGES.duplicateTask);
      tasks.add(key);
    });
  });
export type MatchDataInput = z.input<typeof matchDataInputSchema>;
/** The payload as the server has it after parsing: `cards` always there. */
export type MatchData = z.infer<typeof matchDataInputSchema>;

/** `GET /match/{id}/filled`: what was filled in for a match (spec §3 "A filled match adds…"). */
export const filledMatchSchema = z.object({
  absentPlayers: z.array(playerSchema),
  goals: z.array(z.object({ player: playerSchema, goals: z.number().int() })),
  fines: z.array(
    z.object({
      id: z.number().int(),
      player: playerSchema,
      type: fineTypeSchema,
      paid: z.boolean(),
      /** The card that brought this fine; null for a fine given by hand. */
      card: z.enum(CARD_COLORS).nullable(),
    }),
  ),
  /** One entry per card, by player name, yellows before a red. */
  cards: z.array(z.object({ player: playerSchema, color: z.enum(CARD_COLORS) })),
  draws: z.array(
    z.object({ id: z.number().int(), player: playerSchema, taskList: taskListSchema }),
  ),
});
export type FilledMatch = z.infer<typeof filledMatchSchema>;

/** `GET /match/{id}/report`: the match report to share, names as the team shows them publicly. */
export const matchReportSchema = z.object({ text: z.string() });
export type MatchReport = z.infer<typeof matchReportSchema>;
