import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import { playerDisplayName } from '../../../../domain/players/display-name';
import type { DrawResult as DrawOutcome } from '../../../../domain/task-lists/draw.schema';
import { drawOccasion } from '../draw-occasion';

const fall = keyframes`
  0% { transform: translateY(-24px) rotate(0deg); opacity: 0; }
  10% { opacity: 1; }
  100% { transform: translateY(260px) rotate(540deg); opacity: 0; }
`;

const pop = keyframes`
  0% { transform: scale(0.6); opacity: 0; }
  60% { transform: scale(1.08); opacity: 1; }
  100% { transform: scale(1); }
`;

const CONFETTI_COLOURS = ['#ef6c00', '#1b5e20', '#ffb300', '#4c8c4a', '#ff9d3f', '#0288d1'];

/** Step 4: the drawn names, big, with a little confetti (none for people who prefer less motion). */
export function DrawResult({
  taskListName,
  result,
}: {
  taskListName: string;
  result: DrawOutcome;
}) {
  const occasion = result.draws[0] ? drawOccasion(result.draws[0].data) : '';
  return (
    <Card sx={{ position: 'relative', overflow: 'hidden', textAlign: 'center', px: 2, py: 4 }}>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          pointerEvents: 'none',
          '@media (prefers-reduced-motion: reduce)': { display: 'none' },
        }}
      >
        {Array.from({ length: 18 }, (_, i) => (
          <Box
            key={i}
            sx={{
              position: 'absolute',
              top: 0,
              left: `${(i * 37) % 100}%`,
              width: i % 3 === 0 ? 10 : 7,
              height: i % 3 === 0 ? 6 : 12,
              borderRadius: 1,
              bgcolor: CONFETTI_COLOURS[i % CONFETTI_COLOURS.length],
              opacity: 0,
              animation: `${fall} ${1.6 + (i % 5) * 0.25}s ease-in ${(i % 6) * 0.12}s 2 forwards`,
            }}
          />
        ))}
      </Box>
      <CelebrationRounded
        aria-hidden
        color="secondary"
        sx={{ fontSize: 56, animation: `${pop} 500ms ease-out both` }}
      />
      <Typography variant="overline" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {taskListName}
      </Typography>
      <Stack spacing={1} sx={{ my: 2 }} aria-live="polite" aria-label="Geloot">
        {result.players.map((player, i) => (
          <Typography
            key={player.id}
            component="p"
            sx={{
              fontSize: '2rem',
              fontWeight: 800,
              color: 'primary.main',
              lineHeight: 1.2,
              animation: `${pop} 450ms ease-out ${i * 150}ms both`,
            }}
          >
            {playerDisplayName(player)}
          </Typography>
        ))}
      </Stack>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {result.players.length === 1 ? 'is aan de beurt' : 'zijn aan de beurt'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {occasion}
      </Typography>
    </Card>
  );
}
