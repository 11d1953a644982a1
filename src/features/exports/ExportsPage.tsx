import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import GavelRounded from '@mui/icons-material/GavelRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import StyleRounded from '@mui/icons-material/StyleRounded';
import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import TrackChangesRounded from '@mui/icons-material/TrackChangesRounded';
import { LoadError } from '../../shell/LoadError';
import { useConfig, useRequiredTeamCode } from '../../lib/app-context';
import { teamKey } from '../../lib/swr';
import { useSeasons } from '../../resources/seasons';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { CalendarSubscribe } from './CalendarSubscribe';

const DOWNLOADS: {
  file: string;
  label: string;
  description: string;
  Icon: ComponentType<SvgIconProps>;
}[] = [
  {
    file: 'matches.csv',
    label: 'Wedstrijden',
    description: 'Datum, tegenstander, uitslag, kaarten en man van de wedstrijd',
    Icon: SportsSoccerRounded,
  },
  {
    file: 'goals.csv',
    label: 'Doelpunten',
    description: 'Per wedstrijd en speler',
    Icon: TrackChangesRounded,
  },
  {
    file: 'cards.csv',
    label: 'Kaarten',
    description: 'Gele en rode kaarten per wedstrijd en speler',
    Icon: StyleRounded,
  },
  {
    file: 'attendance.csv',
    label: 'Aanwezigheid',
    description: 'Per wedstrijd en speler',
    Icon: EventAvailableRounded,
  },
  {
    file: 'fines.csv',
    label: 'Boetes',
    description: 'Met bedrag en of ze betaald zijn',
    Icon: GavelRounded,
  },
  {
    file: 'transactions.csv',
    label: 'Transacties',
    description: 'Inkomsten en uitgaven',
    Icon: SwapVertRounded,
  },
];

/**
 * /input/exports ('Exporteren'): per season the data as CSV files (they open in
 * Excel with a double click) and the printable report for the kascommissie.
 */
export default function ExportsPage() {
  usePageTitle('Exporteren');
  const teamCode = useRequiredTeamCode();
  const { apiUrl } = useConfig();
  const seasons = useSeasons(teamCode);
  const fileUrl = (seasonId: number, file: string) =>
    `${apiUrl}${teamKey(teamCode, `/export/${seasonId}/${file}`)}`;

  if (seasons.error) {
    return <LoadError what="de seizoenen" onRetry={() => void seasons.mutate()} />;
  }
  if (!seasons.data) return <PageFallback />;

  return (
    <Stack spacing={2}>
      {seasons.data.length === 0 && (
        <Card sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">Geen gegevens gevonden</Typography>
        </Card>
      )}
      {seasons.data.map((season) => (
        <Card key={season.id} component="section" aria-label={`Seizoen ${season.description}`}>
          <ListSubheader
            component="div"
            sx={{
              position: 'static',
              bgcolor: 'transparent',
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              lineHeight: '48px',
            }}
          >
            <Typography component="h2" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {season.description}
            </Typography>
            {!season.locked && (
              <Chip label="Huidig" size="small" color="primary" variant="outlined" />
            )}
          </ListSubheader>
          <List disablePadding>
            <ListItem disablePadding divider>
              <ListItemButton
                component="a"
                href={fileUrl(season.id, 'report.html')}
                target="_blank"
                rel="noopener"
                sx={{ borderRadius: 0, py: 1.25 }}
              >
                <ListItemIcon sx={{ color: 'secondary.main' }}>
                  <DescriptionRounded />
                </ListItemIcon>
                <ListItemText
                  primary="Kasverslag"
                  secondary="Saldo, alle geldbewegingen en open boetes, om af te drukken"
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
                <OpenInNewRounded sx={{ color: 'text.disabled' }} />
              </ListItemButton>
            </ListItem>
            {DOWNLOADS.map(({ file, label, description, Icon }, index) => (
              <ListItem disablePadding key={file} divider={index < DOWNLOADS.length - 1}>
                <ListItemButton
                  component="a"
                  href={fileUrl(season.id, file)}
                  download
                  sx={{ borderRadius: 0, py: 1 }}
                >
                  <ListItemIcon sx={{ color: 'primary.main' }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText
                    primary={label}
                    secondary={description}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  <Box
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 0.5,
                      color: 'text.secondary',
                    }}
                  >
                    <Typography variant="caption">CSV</Typography>
                    <FileDownloadRounded fontSize="small" />
                  </Box>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Card>
      ))}
      <CalendarSubscribe teamCode={teamCode} />
    </Stack>
  );
}
