import { z } from 'zod';
import { CARD_COLORS } from '../../../domain/fill/cards';
import { OVERVIEW_STEP, type FillState } from './fill-state';

/**
 * A half-filled match kept on the device (issue 14 "Drafts survive"): written as
 * the user fills, offered again after a reload, a crash or a phone call, removed
 * when the match is saved, the input is thrown away, or someone else filled it.
 */

const id = z.number().int().positive();
const step = z.number().int().min(0).max(OVERVIEW_STEP);
const fillStateSchema = z.object({
  step,
  reached: step,
  absent: z.array(id),
  goals: z.record(z.string().regex(/^\d+$/), z.number().int().min(0)),
  fines: z.array(z.object({ playerId: id, fineTypeId: id })),
  tasks: z.array(z.object({ playerId: id, taskListId: id })),
  // Drafts from before issue 31 have no cards.
  cards: z.array(z.object({ playerId: id, color: z.enum(CARD_COLORS) })).default([]),
  scoreFor: z.number().int().min(0).nullable(),
  scoreAgainst: z.number().int().min(0),
});

/** One key per team and match: two teams on one phone never see each other's drafts. */
export function fillDraftKey(teamCode: string, matchId: number): string {
  return `teampot:fill-draft:${teamCode}:${matchId}`;
}

/** The draft stored under `key`, or null when there is none or it is not a fill (old format, damaged). */
export function readFillDraft(storage: Pick<Storage, 'getItem'>, key: string): FillState | null {
  const text = safely(() => storage.getItem(key), null);
  if (text === null) return null;
  const parsed = fillStateSchema.safeParse(safely(() => JSON.parse(text) as unknown, null));
  return parsed.success ? parsed.data : null;
}

export function writeFillDraft(storage: Pick<Storage, 'setItem'>, key: string, state: FillState) {
  // A full or blocked storage only costs the draft, never the wizard.
  safely(() => storage.setItem(key, JSON.stringify(state)), undefined);
}

export function removeFillDraft(storage: Pick<Storage, 'removeItem'>, key: string) {
  safely(() => storage.removeItem(key), undefined);
}

/** Whether the user entered anything beyond `start` (moving between steps is not input). */
export function hasFillInput(state: FillState, start: FillState): boolean {
  const input = ({ step: _step, reached: _reached, ...rest }: FillState) => rest;
  return JSON.stringify(normalized(input(state))) !== JSON.stringify(normalized(input(start)));
}

function normalized(input: Omit<FillState, 'step' | 'reached'>) {
  const byNumbers = (a: number[], b: number[]) => a.findIndex((x, i) => x !== b[i]);
  const order = <T extends object>(items: T[]) =>
    items
      .map((item) => Object.values(item) as number[])
      .sort((a, b) => {
        const i = byNumbers(a, b);
        return i < 0 ? 0 : (a[i] ?? 0) - (b[i] ?? 0);
      });
  return {
    absent: [...input.absent].sort((a, b) => a - b),
    goals: Object.entries(input.goals)
      .filter(([, goals]) => goals > 0)
      .sort(([a], [b]) => Number(a) - Number(b)),
    fines: order(input.fines),
    tasks: order(input.tasks),
    cards: [...input.cards].map((card) => `${card.playerId}:${card.color}`).sort(),
    scoreFor: input.scoreFor,
    scoreAgainst: input.scoreAgainst,
  };
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}
