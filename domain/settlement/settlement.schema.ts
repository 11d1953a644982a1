import { signedMoneySchema } from '../money.schema.js';
import { playerSchema } from '../players/player.schema.js';
import { z } from '../validation.js';

const euros = z.number();

/** A player who still owes the pot money this season, with the reference to pay it by. */
export const settlementPlayerSchema = z.object({
  player: playerSchema,
  /** His unpaid fines of the season that cost money, in euros. */
  openAmount: euros,
  fineCount: z.number().int().positive(),
  /** The ISO 11649 creditor reference of exactly these fines (as the pay-by-QR transfer carries it). */
  reference: z.string(),
});
export type SettlementPlayer = z.infer<typeof settlementPlayerSchema>;

/**
 * `GET /api/{team}/season/{id}/settlement` (a team admin): who still owes what,
 * most first, and the money of the season beside the bank. `openTotal` is the
 * season's unpaid fines (the players' open amounts added up); `expectedBalance`
 * what the bank should hold now (paid fines plus transactions, the dashboard's
 * "Nu in kas"); `totalPot` what it holds once everyone paid. `difference` is the
 * bank balance minus the expected balance, null until a bank balance is entered.
 */
export const settlementSchema = z.object({
  seasonId: z.number().int(),
  description: z.string(),
  /** A newer season exists: the bank balance can no longer be changed. */
  locked: z.boolean(),
  players: z.array(settlementPlayerSchema),
  openTotal: euros,
  expectedBalance: euros,
  totalPot: euros,
  bankBalance: euros.nullable(),
  /** When the bank balance was entered (ISO-8601), null before. */
  bankBalanceEnteredAt: z.string().nullable(),
  difference: euros.nullable(),
});
export type Settlement = z.infer<typeof settlementSchema>;

/** `PUT …/settlement`: the balance the treasurer reads on the bank's site, in euros. */
export const bankBalanceInputSchema = z.object({
  bankBalance: signedMoneySchema,
});
export type BankBalanceInput = z.infer<typeof bankBalanceInputSchema>;
