import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';

const POINTS = [
  'Wie speelde, wie scoorde en wie er niet was',
  'Boetes, de boetepot en betalen met een QR-code',
  'Wie deze week de shirts wast: eerlijk geloot',
];

/**
 * The main domain's `/` for someone who is not logged in: a few lines on what
 * Teampot is, above the login, so a visitor knows what an account is for.
 */
export default function MainIntro() {
  return (
    <Box component="section" aria-label="Wat is Teampot?" sx={{ px: 0.5, pb: 1 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        Teampot houdt het seizoen van je team bij.
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, my: 1.5 }}>
        {POINTS.map((point) => (
          <Stack
            component="li"
            key={point}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <CheckCircleRounded fontSize="small" color="primary" aria-hidden />
            <Typography variant="body2">{point}</Typography>
          </Stack>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Je team krijgt een eigen adres. Teamleden doen mee met een pincode; alleen de beheerder
        heeft een account nodig. Zonder app-winkel: zet Teampot op het beginscherm van je telefoon.
      </Typography>
    </Box>
  );
}
