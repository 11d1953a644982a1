import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';

/** A centered card with a problem and what to do about it. */
export function ErrorCard({
  title,
  message,
  actions,
}: {
  title: string;
  message?: string;
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6, px: 2 }}>
      <Card role="alert" sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <ErrorOutlineRounded color="error" sx={{ fontSize: 44 }} />
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {message && (
              <Typography variant="body2" color="text.secondary">
                {message}
              </Typography>
            )}
            {actions && (
              <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
                {actions}
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
