import { ibanSchema } from './iban.js';
import { z } from '../validation.js';

export const SHOW_NAMES = ['full', 'nickname', 'initials'] as const;
export type ShowNames = (typeof SHOW_NAMES)[number];

/** 'Namen tonen als: volledig / bijnaam / initialen'. */
export const SHOW_NAMES_LABELS: Record<ShowNames, string> = {
  full: 'volledig',
  nickname: 'bijnaam',
  initials: 'initialen',
};

const MAX_ACCOUNT_NAME = 70; // the EPC QR code's limit for the beneficiary

/** GET/PUT /api/{team}/settings/money: the team admin's payment and privacy settings. */
export const moneySettingsSchema = z.object({
  iban: z.string().nullable(),
  accountName: z.string().nullable(),
  showNames: z.enum(SHOW_NAMES),
  hideMoneyForVisitors: z.boolean(),
});
export type MoneySettings = z.infer<typeof moneySettingsSchema>;

/**
 * The settings form and PUT payload: an empty IBAN turns pay-by-QR off; with an
 * IBAN the account holder's name is required (a banking app shows it, and some
 * refuse a transfer without one).
 */
export const moneySettingsInputSchema = z
  .object({
    iban: z
      .string()
      .nullish()
      .transform((text) => text?.trim() || null)
      .pipe(ibanSchema.nullable()),
    accountName: z
      .string()
      .nullish()
      .transform((text) => text?.trim() || null)
      .pipe(
        z
          .string()
          .max(MAX_ACCOUNT_NAME, `Naam mag maximaal ${MAX_ACCOUNT_NAME} tekens lang zijn`)
          .nullable(),
      ),
    showNames: z.enum(SHOW_NAMES).default('full'),
    hideMoneyForVisitors: z.boolean().default(false),
  })
  .refine((settings) => settings.iban === null || settings.accountName !== null, {
    message: 'Naam rekeninghouder is verplicht',
    path: ['accountName'],
  });
export type MoneySettingsInput = z.input<typeof moneySettingsInputSchema>;

/**
 * GET /api/{team}/settings/visibility (public): what this requester may see.
 * `moneyVisible` is false for a visitor when the team hides money from visitors.
 */
export const visibilitySchema = z.object({
  showNames: z.enum(SHOW_NAMES),
  moneyVisible: z.boolean(),
  payByQr: z.boolean(),
});
export type Visibility = z.infer<typeof visibilitySchema>;

/** GET /api/{team}/fine/payment/{playerId}: a player's open fines as one transfer; `payload` null when there is nothing to pay or no IBAN. */
export const paymentSchema = z.object({
  playerId: z.number().int(),
  amount: z.number(),
  fineCount: z.number().int(),
  /** The unpaid fines with an amount that this transfer pays, ids ascending. */
  fineIds: z.array(z.number().int()),
  /** ISO 11649 creditor reference of exactly these fines (null when nothing is open). */
  reference: z.string().nullable(),
  /** A readable description for a transfer typed in by hand. */
  description: z.string(),
  iban: z.string().nullable(),
  accountName: z.string().nullable(),
  payload: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
