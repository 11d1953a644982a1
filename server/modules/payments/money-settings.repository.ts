import type { Kysely } from 'kysely';
import type { MoneySettings } from '../../../domain/payments/money-settings.schema.js';
import type { DB } from '../../db/schema.js';

export async function getMoneySettings(db: Kysely<DB>, teamId: number): Promise<MoneySettings> {
  const row = await db
    .selectFrom('teams')
    .select(['iban', 'account_name', 'show_names', 'hide_money_for_visitors'])
    .where('id', '=', teamId)
    .executeTakeFirstOrThrow();
  return {
    iban: row.iban,
    accountName: row.account_name,
    showNames: row.show_names,
    hideMoneyForVisitors: row.hide_money_for_visitors === 1,
  };
}

export async function saveMoneySettings(
  db: Kysely<DB>,
  teamId: number,
  settings: MoneySettings,
): Promise<MoneySettings> {
  await db
    .updateTable('teams')
    .set({
      iban: settings.iban,
      account_name: settings.accountName,
      show_names: settings.showNames,
      hide_money_for_visitors: settings.hideMoneyForVisitors ? 1 : 0,
    })
    .where('id', '=', teamId)
    .execute();
  return getMoneySettings(db, teamId);
}
