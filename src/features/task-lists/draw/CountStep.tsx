import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MinusButton, PlusButton } from '../../../shell/StepButtons';

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
          <MinusButton label="Eén minder" size={56} onClick={() => step(-1)} />
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
          <PlusButton label="Eén meer" size={56} onClick={() => step(1)} />
        </Stack>
      </CardContent>
    </Card>
  );
}
