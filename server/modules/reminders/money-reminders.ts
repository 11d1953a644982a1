import { moneyReminderText } from '../../../domain/availability/availability.js';
import { endOfWeekIso, todayIso } from '../../../domain/dates.js';
import { crossTeam } from '../../db/team-scope.js';
import type { ReminderJob } from './reminder-job.js';

/**
 * The weekly money reminder (issue 19): each device whose holder has unpaid
 * fines (all seasons) gets "Je hebt nog € 7,50 openstaan", linking to his page,
 * once per Monday–Sunday week. Claimed like the match reminders: the insert
 * into `money_reminder_sends` that wins its primary key sends; claim before send.
 */
export async function sendMoneyReminders({ db, push, now }: ReminderJob): Promise<number> {
  const week = endOfWeekIso(todayIso(now));
  const devices = await crossTeam(db, 'the weekly run covers every team that turned it on')
    .selectFrom('push_subscriptions as ps')
    .innerJoin('teams as t', 't.id', 'ps.team_id')
    .innerJoin('fines as f', (join) =>
      join.onRef('f.team_id', '=', 'ps.team_id').onRef('f.player_id', '=', 'ps.player_id'),
    )
    .innerJoin('fine_types as ft', (join) =>
      join.onRef('ft.id', '=', 'f.fine_type_id').onRef('ft.team_id', '=', 'f.team_id'),
    )
    .select((eb) => [
      'ps.id',
      'ps.team_id',
      'ps.player_id',
      eb.fn.sum<number>('ft.amount_cents').as('open_cents'),
    ])
    .where('t.money_reminder', '=', 1)
    .where('t.deleted_at', 'is', null)
    .where('f.paid', '=', 0)
    .groupBy(['ps.id', 'ps.team_id', 'ps.player_id'])
    .orderBy('ps.id')
    .execute();
  let sent = 0;
  for (const device of devices) {
    const openCents = Number(device.open_cents ?? 0);
    if (openCents <= 0 || device.player_id === null) continue;
    const claimed = await db
      .insertInto('money_reminder_sends')
      .values({
        team_id: device.team_id,
        subscription_id: device.id,
        week,
        sent_at: now.toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('subscription_id')
      .executeTakeFirst();
    if (!claimed) continue;
    push.sendToSubscription(device.team_id, device.id, {
      title: 'Boetes',
      body: moneyReminderText(openCents),
      url: `/speler/${device.player_id}`,
    });
    sent += 1;
  }
  return sent;
}
