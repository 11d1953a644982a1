import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CARD_LABELS } from '../../../domain/fill/cards';
import { playerDisplayName } from '../../../domain/players/display-name';
import { CardIcon } from '../../shell/CardIcon';
import { FineListItem } from '../../shell/FineListItem';
import type { FillOverview } from './fill-state';
import { PlayerAvatar } from './PlayerAvatar';

/**
 * Step 4: everything of the match, before saving or as saved. Fines of a saved
 * match toggle paid by a tap; before saving a tap says 'Sla de gegevens eerst op'.
 */
export function OverviewStep({
  overview,
  result,
  onTogglePaid,
}: {
  overview: FillOverview;
  /** The result about to be saved ("VV Demo – Voorschoten 97 3–1"); a saved match shows it in its header. */
  result?: ReactNode;
  onTogglePaid: (fineId: number, paid: boolean) => void;
}) {
  const goals = overview.goals.reduce((sum, g) => sum + g.goals, 0);
  return (
    <Stack spacing={2}>
      {result && (
        <Card component="section" aria-label="Uitslag" sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
            Uitslag
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{result}</Typography>
        </Card>
      )}
      <Section title="Afwezig" count={overview.absentPlayers.length} empty="Iedereen was er.">
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          {overview.absentPlayers.map((player) => (
            <Chip key={player.id} label={playerDisplayName(player)} variant="outlined" />
          ))}
        </Stack>
      </Section>

      <Section title="Doelpunten" count={goals} empty="Geen doelpunten.">
        <List disablePadding dense>
          {overview.goals.map(({ player, goals: count }) => (
            <ListItem key={player.id} sx={{ gap: 1.5 }}>
              <PlayerAvatar player={player} />
              <ListItemText
                primary={playerDisplayName(player)}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
              <Typography
                sx={{ fontWeight: 700, fontSize: '1.125rem', fontVariantNumeric: 'tabular-nums' }}
              >
                {count}
              </Typography>
            </ListItem>
          ))}
        </List>
      </Section>

      <Section title="Kaarten" count={overview.cards.length} empty="Geen kaarten.">
        <List disablePadding dense>
          {overview.cards.map(({ player, color }, index) => (
            <ListItem key={`${player.id}-${color}-${index}`} sx={{ gap: 1.5 }}>
              <CardIcon color={color} decorative />
              <ListItemText
                primary={playerDisplayName(player)}
                secondary={CARD_LABELS[color]}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItem>
          ))}
        </List>
      </Section>

      <Section title="Boetes" count={overview.fines.length} empty="Geen boetes.">
        <List disablePadding>
          {overview.fines.map((fine) => (
            <FineListItem
              key={`${fine.player.id}-${fine.type.id}-${fine.card ?? 'hand'}`}
              player={fine.player}
              type={fine.type}
              paid={fine.paid}
              {...(fine.card ? { detail: 'via kaart' } : {})}
              saved={fine.id !== null}
              onTogglePaid={() => fine.id !== null && onTogglePaid(fine.id, !fine.paid)}
            />
          ))}
        </List>
      </Section>

      <Section title="Taken" count={overview.draws.length} empty="Geen taken.">
        <List disablePadding dense>
          {overview.draws.map(({ player, taskList }) => (
            <ListItem key={`${taskList.id}-${player.id}`} sx={{ gap: 1.5 }}>
              <PlayerAvatar player={player} />
              <ListItemText
                primary={playerDisplayName(player)}
                secondary={taskList.name}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItem>
          ))}
        </List>
      </Section>
    </Stack>
  );
}

function Section({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title}>
      <ListSubheader
        component="h2"
        sx={{
          bgcolor: 'transparent',
          lineHeight: '44px',
          fontWeight: 700,
          display: 'flex',
          justifyContent: 'space-between',
        }}
      >
        <span>{title}</span>
        <span>{count}</span>
      </ListSubheader>
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {empty}
        </Typography>
      ) : (
        children
      )}
    </Card>
  );
}
