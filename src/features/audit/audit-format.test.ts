import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../domain/audit/audit.schema';
import { actorLabel, entrySubject, entryTitle, fieldChanges } from './audit-format';

const base: AuditEntry = {
  id: 1,
  at: '2027-03-12T13:05:00.000Z',
  actor: 'pin',
  actorEmail: null,
  sessionId: 3,
  entity: 'fine',
  entityId: 7,
  playerId: 2,
  action: 'changed',
  before: {
    playerId: 2,
    player: 'Jan Jansen',
    type: 'Rode kaart',
    amount: 10,
    task: null,
    date: '2027-03-12',
    paid: false,
  },
  after: {
    playerId: 3,
    player: 'Pietje',
    type: 'Rode kaart',
    amount: 10,
    task: null,
    date: '2027-03-13',
    paid: false,
  },
};

describe('audit entries as a person reads them', () => {
  it('names the change and who made it', () => {
    expect(entryTitle(base)).toBe('Boete gewijzigd');
    expect(entryTitle({ entity: 'fine_type', action: 'amount_changed' })).toBe(
      'Boetetype bedrag gewijzigd',
    );
    expect(actorLabel(base)).toBe('Teampin');
    expect(actorLabel({ actor: 'user:4', actorEmail: 'kas@example.nl' })).toBe('kas@example.nl');
  });

  it('summarises the row in Dutch money notation', () => {
    expect(entrySubject(base)).toBe('Pietje · Rode kaart · € 10,-');
    expect(
      entrySubject({
        ...base,
        entity: 'transaction',
        before: null,
        after: { transactionType: 'Expense', amount: 20.25, reason: 'Ballen', date: '2027-03-01' },
      }),
    ).toBe('Ballen · Uitgaven € 20,25');
  });

  it('says a fine was imported, and when into a locked season that the admin confirmed it', () => {
    const imported: AuditEntry = {
      ...base,
      action: 'imported',
      before: null,
      after: { player: 'Anne', type: 'Te laat (€ 5,-)', amount: 5, season: '2024-2025' },
    };
    expect(entryTitle(imported)).toBe('Boete geïmporteerd');
    expect(entrySubject(imported)).toBe('Anne · Te laat (€ 5,-) · € 5,-');
    expect(entrySubject({ ...imported, after: { ...imported.after, lockedSeason: true } })).toBe(
      'Anne · Te laat (€ 5,-) · € 5,- · in afgesloten seizoen 2024-2025, bevestigd',
    );
  });

  it('says what a spreadsheet import made, in one line', () => {
    const sheet: AuditEntry = {
      ...base,
      entity: 'sheet_import',
      entityId: 4,
      playerId: null,
      action: 'imported',
      before: null,
      after: { players: 3, fineTypes: 1, fines: 12, season: '2025-2026' },
    };
    expect(entryTitle(sheet)).toBe('Spreadsheet geïmporteerd');
    expect(entrySubject(sheet)).toBe(
      '3 spelers, 1 boetetype en 12 boetes aangemaakt · seizoen 2025-2026',
    );
    expect(
      entrySubject({
        ...sheet,
        after: { players: 0, fineTypes: 2, fines: 1, season: '2024-2025', lockedSeason: true },
      }),
    ).toBe(
      '0 spelers, 2 boetetypes en 1 boete aangemaakt · in afgesloten seizoen 2024-2025, bevestigd',
    );
    expect(fieldChanges(sheet)).toEqual([]);
  });

  it('lists only the fields that changed, ids left out', () => {
    expect(fieldChanges(base)).toEqual([
      { label: 'Speler', from: 'Jan Jansen', to: 'Pietje' },
      { label: 'Datum', from: '12-03-2027', to: '13-03-2027' },
    ]);
    expect(fieldChanges({ ...base, action: 'created', before: null })).toEqual([]);
  });

  it('names the line of the bank statement that paid a fine by its date and number, not its id, and its reference in groups of four', () => {
    const paid: AuditEntry = {
      ...base,
      action: 'paid',
      before: { ...base.after, paid: false },
      after: {
        ...base.after,
        paid: true,
        via: 'betaald via bankafschrift',
        statementEntry: 'sha256:4a8f0c2b9d1e',
        statementDate: '2026-11-25',
        statementLine: 1,
        reference: 'RF18539007547034',
      },
    };
    expect(fieldChanges(paid)).toEqual([
      { label: 'Betaald', from: 'nee', to: 'ja' },
      { label: 'Via', from: '–', to: 'Bankafschrift 25-11-2026, regel 1' },
      { label: 'Betalingskenmerk', from: '–', to: 'RF18 5390 0754 7034' },
    ]);
    // Written before the line was kept: the way only, never the bank's id.
    const { statementDate: _date, statementLine: _line, ...older } = paid.after ?? {};
    expect(fieldChanges({ ...paid, after: older })).toEqual([
      { label: 'Betaald', from: 'nee', to: 'ja' },
      { label: 'Via', from: '–', to: 'betaald via bankafschrift' },
      { label: 'Betalingskenmerk', from: '–', to: 'RF18 5390 0754 7034' },
    ]);
  });

  it('tells a match moved into a new season by its opponent, date and seasons', () => {
    const moved: AuditEntry = {
      ...base,
      entity: 'match',
      playerId: null,
      before: { date: '2027-08-29', opponent: 'Rood', season: '2026-2027' },
      after: { date: '2027-08-29', opponent: 'Rood', season: '2027-2028' },
    };
    expect(entryTitle(moved)).toBe('Wedstrijd gewijzigd');
    expect(entrySubject(moved)).toBe('Rood · 29-08-2027');
    expect(fieldChanges(moved)).toEqual([{ label: 'Seizoen', from: '2026-2027', to: '2027-2028' }]);
  });

  it('tells a restored draw by its task list, player, occasion and date', () => {
    const restored: AuditEntry = {
      ...base,
      entity: 'draw',
      action: 'restored',
      before: null,
      after: {
        playerId: 3,
        player: 'Bob Speler',
        task: 'Wassen',
        date: '2027-11-13',
        description: 'Sparta',
      },
    };
    expect(entryTitle(restored)).toBe('Loting hersteld');
    expect(entrySubject(restored)).toBe('Wassen · Bob Speler · Sparta · 13-11-2027');
  });
});
