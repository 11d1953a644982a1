import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One line of what to do in a step, and its running count on the right. */
export function StepIntro({ text, summary }: { text: string; summary?: string }) {
  return (
    <Stack
      direction="row"
      sx={{ px: 0.5, alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
      {summary && (
        <Typography variant="body2" sx={{ fontWeight: 650, flexShrink: 0 }}>
          {summary}
        </Typography>
      )}
    </Stack>
  );
}
