import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FolderZipRounded from '@mui/icons-material/FolderZipRounded';
import { useConfig } from '../../lib/app-context';
import { teamKey } from '../../lib/swr';
import { TitledCard } from '../../shell/TitledCard';

/** The team's whole archive (issue 30): one ZIP to keep, or to take to another team. */
export function ArchiveCard({ teamCode }: { teamCode: string }) {
  const { apiUrl } = useConfig();
  return (
    <TitledCard title="Teamarchief">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Alles van het team in één ZIP-bestand: spelers, seizoenen, wedstrijden, boetes, transacties,
        lotingen en het logboek, met per seizoen de CSV-bestanden voor Excel.
      </Typography>
      <Button
        href={`${apiUrl}${teamKey(teamCode, '/archive')}`}
        download
        variant="outlined"
        startIcon={<FolderZipRounded />}
        fullWidth
      >
        Teamarchief downloaden
      </Button>
    </TitledCard>
  );
}
