import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';

/** Step 2: how many players to draw. */
export function CountStep({
  count,
  taking,
  error,
  onChange,
}: {
  count: string;
  taking: number;
  error: string | undefined;
  onChange: (count: string) => void;
}) {
  const value = Number(count);
  const step = (delta: number) =>
    onChange(String(Number.isFinite(value) ? Math.max(1, value + delta) : 1));
  return (
    <Card>
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, textAlign: 'center' }}>
          Hoeveel spelers moeten er geloot worden? Er doen er {taking} mee.
        </Typography>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'flex-start', justifyContent: 'center' }}
        >
          <IconButton
            aria-label="Eén minder"
            onClick={() => step(-1)}
            sx={{ width: 56, height: 56, border: 1, borderColor: 'divider' }}
          >
            <RemoveRounded />
          </IconButton>
          <TextField
            label="Aantal lotingen"
            value={count}
            onChange={(event) => onChange(event.target.value)}
            error={error !== undefined}
            helperText={error}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                pattern: '[0-9]*',
                style: { textAlign: 'center', fontSize: '1.5rem', fontWeight: 700 },
              },
            }}
            sx={{ width: 160 }}
          />
          <IconButton
            aria-label="Eén meer"
            onClick={() => step(1)}
            sx={{
              width: 56,
              height: 56,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              '&:hover': { bgcolor: 'primary.dark' },
            }}
          >
            <AddRounded />
          </IconButton>
        </Stack>
      </CardContent>
    </Card>
  );
}
