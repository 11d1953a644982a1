import type { ComponentProps } from 'react';
import type { PlayerName } from '../../../domain/players/display-name';
import { PlayerLink } from './PlayerLink';
import { RankTable, type Column } from './RankTable';

interface RankedPlayer {
  rank: number;
  player: PlayerName & { id: number };
}

/** A standings table of players: their place and name (a link to their page), then `columns`. */
export function PlayerRanking<T extends RankedPlayer>({
  columns,
  ...table
}: Omit<ComponentProps<typeof RankTable<T>>, 'rowKey'>) {
  const first: Column<T>[] = [
    { header: '#', label: 'Plaats', numeric: true, cell: (row) => row.rank },
    { header: 'Speler', grow: true, cell: (row) => <PlayerLink player={row.player} /> },
  ];
  return (
    <RankTable<T> {...table} rowKey={(row) => row.player.id} columns={[...first, ...columns]} />
  );
}
