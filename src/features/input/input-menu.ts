import { teamPaths } from '../../lib/paths';

export type InputSection =
  | 'matches'
  | 'fines'
  | 'transactions'
  | 'players'
  | 'taskLists'
  | 'seasons'
  | 'audit'
  | 'exports'
  | 'fixtureImport';

/** The /input menu of spec §2, in its order; 'Terug naar dashboard' is added where the menu is a list. */
export const inputSections: { id: InputSection; label: string; to: string; description: string }[] =
  [
    {
      id: 'matches',
      label: 'Wedstrijden',
      to: teamPaths.input.matches.path,
      description: 'Plannen, afgelasten en invullen',
    },
    {
      id: 'fines',
      label: 'Boetes',
      to: teamPaths.input.fines.path,
      description: 'Boetes en boetetypes',
    },
    {
      id: 'transactions',
      label: 'Transacties',
      to: teamPaths.input.transactions.path,
      description: 'Inkomsten en uitgaven van de pot',
    },
    {
      id: 'players',
      label: 'Spelers',
      to: teamPaths.input.players.path,
      description: 'De selectie van het team',
    },
    {
      id: 'taskLists',
      label: 'Taaklijsten',
      to: teamPaths.input.taskLists.path,
      description: 'Taken en lotingen',
    },
    {
      id: 'seasons',
      label: 'Seizoenen',
      to: teamPaths.input.seasons.path,
      description: 'Seizoenen starten en beheren',
    },
    {
      id: 'audit',
      label: 'Logboek',
      to: teamPaths.input.audit.path,
      description: 'Elke wijziging in boetes en transacties',
    },
    {
      id: 'exports',
      label: 'Exporteren',
      to: teamPaths.input.exports.path,
      description: 'Downloads per seizoen en het kasverslag',
    },
    {
      id: 'fixtureImport',
      label: 'Wedstrijden importeren',
      to: teamPaths.input.fixtureImport.path,
      description: 'Het programma uit een agenda (ICS) of CSV',
    },
  ];

/** The section whose list page this is (tabs show only there), else null. */
export function sectionOfListPage(pathname: string): InputSection | null {
  const path = pathname.replace(/\/+$/, '');
  return inputSections.find((section) => section.to === path)?.id ?? null;
}
