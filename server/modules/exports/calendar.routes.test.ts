import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { standingsSuite } from '../../../tests/helpers/api-suite.js';
import { insertTeam } from '../../../tests/helpers/fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';

describe.each(testDatabases)('calendar feed on $name', (database) => {
  const t = standingsSuite(database);

  const feed = async (code = t.team.code) => {
    const response = await t.inject({ method: 'GET', url: `/api/${code}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  };

  it('has every match of every season as an all-day event, publicly', async () => {
    const events = await feed();
    const matches = [
      ...(
        await t.inject({
          method: 'GET',
          url: `/api/${t.team.code}/match?seasonId=${t.team.season1}`,
        })
      ).json(),
      ...(
        await t.inject({
          method: 'GET',
          url: `/api/${t.team.code}/match?seasonId=${t.team.season2}`,
        })
      ).json(),
    ];
    expect(events).toHaveLength(matches.length);
    const first = events.find((e) => e.startDate.toString() === '2024-09-07');
    expect(first?.summary).toBe('Competitie tegen VV Noord');
    expect(first?.startDate.isDate).toBe(true);
    expect(first?.endDate.toString()).toBe('2024-09-08');
    expect(first?.description).toBe('FC Oranje · 2024-2025');
  });

  it('writes a match on the furthest date as that one day, not as year 10000', async () => {
    const created = await t.inject({
      method: 'POST',
      url: `/api/${t.team.code}/match`,
      headers: { cookie: t.pin },
      payload: { date: '9999-12-31', matchType: 'Cup', opponent: 'Eindtijd FC' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const response = await t.inject({ method: 'GET', url: `/api/${t.team.code}/calendar.ics` });
    expect(response.body).not.toMatch(/10000/);
    const last = (await feed()).find((e) => e.summary === 'Beker tegen Eindtijd FC');
    expect(last?.startDate.toString()).toBe('9999-12-31');
    expect(last?.duration.toSeconds()).toBe(24 * 60 * 60);
    await t.inject({
      method: 'DELETE',
      url: `/api/${t.team.code}/match/${created.json().id}`,
      headers: { cookie: t.pin },
    });
  });

  it('marks a cancelled match CANCELLED', async () => {
    const events = await feed();
    const cancelled = events.filter(
      (e) => e.component.getFirstPropertyValue('status') === 'CANCELLED',
    );
    expect(cancelled.map((e) => e.summary)).toEqual(['Afgelast: Competitie tegen FC Zuid']);
  });

  it('keeps the UID of a match when it changes, so calendars update instead of duplicating', async () => {
    const created = await t.inject({
      method: 'POST',
      url: `/api/${t.team.code}/match`,
      headers: { cookie: t.pin },
      payload: { date: '2099-05-01', matchType: 'Cup', opponent: 'Sparta, Rotterdam; "B1"' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const match = created.json();
    const before = (await feed()).find((e) => e.startDate.toString() === '2099-05-01');
    expect(before?.summary).toBe('Beker tegen Sparta, Rotterdam; "B1"');

    const cancelled = await t.inject({
      method: 'PUT',
      url: `/api/${t.team.code}/match/${match.id}`,
      headers: { cookie: t.pin },
      payload: {
        date: '2099-05-08',
        matchType: 'Cup',
        opponent: 'Sparta, Rotterdam; "B1"',
        cancelled: true,
      },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (await feed()).find((e) => e.uid === before?.uid);
    expect(after?.startDate.toString()).toBe('2099-05-08');
    expect(after?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect((await feed()).map((e) => e.uid)).toEqual((await feed()).map((e) => e.uid));
  });

  it('gives a kick-off in Dutch time, the location, and a SEQUENCE that rises on every change', async () => {
    const created = await t.inject({
      method: 'POST',
      url: `/api/${t.team.code}/match`,
      headers: { cookie: t.pin },
      payload: {
        date: '2099-07-04',
        matchType: 'League',
        opponent: 'Voorschoten 97',
        kickOff: '14:30',
        location: 'Sportpark De Adelaar, Voorschoten',
        home: false,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const match = created.json();
    const response = await t.inject({ method: 'GET', url: `/api/${t.team.code}/calendar.ics` });
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    // ical.js resolves TZID through the feed's own VTIMEZONE.
    for (const zone of calendar.getAllSubcomponents('vtimezone'))
      ICAL.TimezoneService.register(zone);
    const eventOf = (cal: ICAL.Component) =>
      cal
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v))
        .find((e) => e.startDate.toString().startsWith('2099-07-04'));
    const event = eventOf(calendar);
    expect(event?.startDate.isDate).toBe(false);
    expect(event?.startDate.zone.tzid).toBe('Europe/Amsterdam');
    // 14:30 summer time in Amsterdam is 12:30 UTC.
    expect(event?.startDate.toJSDate().toISOString()).toBe('2099-07-04T12:30:00.000Z');
    expect(event?.endDate.toJSDate().toISOString()).toBe('2099-07-04T14:30:00.000Z');
    expect(event?.location).toBe('Sportpark De Adelaar, Voorschoten');
    const firstSequence = event?.sequence ?? -1;

    const moved = await t.inject({
      method: 'PUT',
      url: `/api/${t.team.code}/match/${match.id}`,
      headers: { cookie: t.pin },
      payload: {
        date: '2099-07-04',
        matchType: 'League',
        opponent: 'Voorschoten 97',
        kickOff: '19:00',
        location: 'Sportpark De Adelaar, Voorschoten',
        home: false,
        cancelled: false,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const again = await t.inject({ method: 'GET', url: `/api/${t.team.code}/calendar.ics` });
    const after = eventOf(new ICAL.Component(ICAL.parse(again.body)));
    expect(after?.uid).toBe(event?.uid);
    expect(after?.sequence).toBeGreaterThan(firstSequence);
    expect(after?.startDate.toJSDate().toISOString()).toBe('2099-07-04T17:00:00.000Z');
  });

  it('is per team: an empty calendar for a team without matches, 998 for an unknown team', async () => {
    await insertTeam(t.database.db, { code: 'leeg' });
    expect(await feed('leeg')).toEqual([]);
    const unknown = await t.inject({ method: 'GET', url: '/api/bestaatniet/calendar.ics' });
    expect(unknown.statusCode).toBe(998);
  });
});
