import { MAX_ID, z } from '../validation.js';

export const taskListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  obsolete: z.boolean(),
  /** The season the list is meant for; null: every season. */
  season: z.object({ id: z.number().int(), description: z.string() }).nullable(),
});
export type TaskList = z.infer<typeof taskListSchema>;

const name = z
  .string({ error: 'Naam is verplicht' })
  .trim()
  .min(1, 'Naam is verplicht')
  .max(50, 'Naam mag maximaal 50 tekens lang zijn');

const forSeason = z
  .number({ error: 'Ongeldig seizoen' })
  .int('Ongeldig seizoen')
  .positive('Ongeldig seizoen')
  .max(MAX_ID, 'Ongeldig seizoen')
  .nullable()
  .default(null);

/** `POST /task` and the new task-list form. */
export const taskListCreateSchema = z.object({ name, forSeason });
export type TaskListCreate = z.input<typeof taskListCreateSchema>;

/** `PUT /task/{id}` and the edit form. */
export const taskListUpdateSchema = z.object({
  name,
  forSeason,
  obsolete: z.boolean().default(false),
});
export type TaskListUpdate = z.input<typeof taskListUpdateSchema>;
