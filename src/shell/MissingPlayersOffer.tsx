import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import { playerDisplayName } from '../../domain/players/display-name';
import type { Player } from '../../domain/players/player.schema';
import { playersMissingFromSeason } from '../../domain/seasons/missing-players';
import type { SeasonDetail, SeasonUpdateInput } from '../../domain/seasons/season.schema';
import { useRequiredTeamCode } from '../lib/app-context';
import { useNotice } from '../lib/notices';
import { apiFetch } from '../lib/api-client';
import { teamKey } from '../lib/swr';

/**
 * "Speler toevoegen aan seizoen": the team's active players who are not in the
 * season, each one tap from being added (issue 14), where a player is picked
 * (fill wizard, manual fine, draw). Renders nothing when no one is missing or
 * the season is locked. Adding goes through the season's own `PUT`, as the
 * season page does, and then refreshes everything of the team: the season's
 * players feed the wizard, the fine form's list and the draw's odds.
 */
export function MissingPlayersOffer({ seasonId }: { seasonId: number }) {
  const teamCode = useRequiredTeamCode();
  const notice = useNotice();
  const { mutate } = useSWRConfig();
  const seasonKey = teamKey(teamCode, `/season/${seasonId}`);
  const season = useSWR<SeasonDetail>(seasonKey);
  // The same key as the fill wizard's: everyone, so an inactive player is not offered.
  const players = useSWR<Player[]>(teamKey(teamCode, '/player', { all: true }));
  const [adding, setAdding] = useState<number | null>(null);

  if (!season.data || !players.data) return null;
  const missing = playersMissingFromSeason(players.data, season.data);
  if (missing.length === 0) return null;
  const { description, playerIds } = season.data;

  const add = async (player: Player) => {
    setAdding(player.id);
    try {
      const body: SeasonUpdateInput = { description, playerIds: [...playerIds, player.id] };
      const updated = await apiFetch<SeasonDetail>(seasonKey, { method: 'PUT', body });
      await mutate(seasonKey, updated, { revalidate: false });
      const teamPrefix = teamKey(teamCode, '/');
      await mutate(
        (key) => typeof key === 'string' && key.startsWith(teamPrefix) && key !== seasonKey,
      );
      notice.show({
        severity: 'success',
        message: `${playerDisplayName(player)} is toegevoegd aan ${description}`,
      });
    } catch (error) {
      notice.failed(error);
    } finally {
      setAdding(null);
    }
  };

  return (
    <Card component="section" aria-label="Speler toevoegen aan seizoen">
      <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5 }}>
        Speler toevoegen aan seizoen
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
        Niet in {description}: voeg toe wie er ook bij hoort.
      </Typography>
      <List dense aria-label="Niet in dit seizoen">
        {missing.map((player) => {
          const name = playerDisplayName(player);
          return (
            <ListItem
              key={player.id}
              secondaryAction={
                <Button
                  size="small"
                  startIcon={<PersonAddAlt1Rounded />}
                  aria-label={`${name} toevoegen aan seizoen`}
                  disabled={adding !== null}
                  onClick={() => void add(player)}
                >
                  Toevoegen
                </Button>
              }
            >
              <ListItemText
                primary={name}
                slotProps={{ primary: { noWrap: true } }}
                sx={{ pr: 13 }}
              />
            </ListItem>
          );
        })}
      </List>
    </Card>
  );
}
