import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FilePicker } from '../../shell/FilePicker';

/**
 * "Team uit archief" on the new-team page (issue 30): a team archive (the ZIP that
 * Teamarchief downloaden gives) fills the new team with everything in it.
 */
export function TeamArchiveChoice({
  archive,
  disabled,
  onChange,
}: {
  archive: File | null;
  disabled: boolean;
  onChange: (archive: File | null) => void;
}) {
  return (
    <Stack spacing={1} component="section" aria-labelledby="team-archive-title">
      <Typography id="team-archive-title" variant="subtitle1" component="h2">
        Team uit archief
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Verhuis je een team? Kies het teamarchief (ZIP) dat je bij Instellingen van dat team
        downloadt: spelers, seizoenen, wedstrijden, boetes, transacties en lotingen komen mee.
      </Typography>
      <FilePicker
        fileName={archive?.name ?? null}
        accept=".zip,application/zip"
        disabled={disabled}
        testId="team-archive-file"
        onPick={onChange}
      />
      {archive && (
        <Button
          variant="text"
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          disabled={disabled}
          onClick={() => onChange(null)}
        >
          Zonder archief beginnen
        </Button>
      )}
    </Stack>
  );
}
