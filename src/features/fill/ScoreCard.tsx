import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';

/**
 * The result, under the goals: our score starts at the goals entered and can be
 * changed (an own goal by the opponent); theirs is entered here.
 */
export function ScoreCard({
  teamName,
  opponent,
  scoreFor,
  scoreAgainst,
  onChange,
}: {
  teamName: string;
  opponent: string;
  scoreFor: number;
  scoreAgainst: number;
  onChange: (side: 'for' | 'against', score: number) => void;
}) {
  return (
    <Card sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Uitslag
      </Typography>
      <ScoreRow label={teamName} score={scoreFor} onChange={(score) => onChange('for', score)} />
      <ScoreRow
        label={opponent}
        score={scoreAgainst}
        onChange={(score) => onChange('against', score)}
      />
    </Card>
  );
}

function ScoreRow({
  label,
  score,
  onChange,
}: {
  label: string;
  score: number;
  onChange: (score: number) => void;
}) {
  return (
    // A long team name takes a line of its own on a narrow phone, whole, above its buttons.
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, minHeight: 56 }}>
      <Typography
        sx={{ flex: '1 1 8rem', minWidth: 0, fontWeight: 600, overflowWrap: 'break-word' }}
      >
        {label}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, ml: 'auto' }}>
        <IconButton
          aria-label={`Score ${label} omlaag`}
          onClick={() => onChange(score - 1)}
          disabled={score === 0}
          sx={{ width: 48, height: 48, border: 1, borderColor: 'divider' }}
        >
          <RemoveRounded />
        </IconButton>
        <Typography
          aria-label={`Score ${label}: ${score}`}
          sx={{ width: 44, textAlign: 'center', fontSize: '1.375rem', fontWeight: 700 }}
        >
          {score}
        </Typography>
        <IconButton
          aria-label={`Score ${label} omhoog`}
          onClick={() => onChange(score + 1)}
          sx={{ width: 48, height: 48, border: 1, borderColor: 'divider' }}
        >
          <AddRounded />
        </IconButton>
      </Stack>
    </Stack>
  );
}
