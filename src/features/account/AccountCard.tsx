import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

/**
 * The frame of every account page: an icon, a title with one line of
 * explanation, the content, and optional links underneath the card. The app
 * bar keeps the app's own name (Teampot, or the team's on a team host), so
 * the title is not said twice.
 */
export function AccountCard({
  icon,
  title,
  intro,
  children,
  below,
}: {
  icon: ReactNode;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  below?: ReactNode;
}) {
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
            <Avatar
              sx={(theme) => ({
                width: 48,
                height: 48,
                bgcolor: alpha(theme.palette.primary.main, 0.1),
                color: 'primary.main',
              })}
            >
              {icon}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h5" component="h1">
                {title}
              </Typography>
              {intro && (
                <Typography variant="body2" color="text.secondary">
                  {intro}
                </Typography>
              )}
            </Box>
          </Stack>
          {children}
        </CardContent>
      </Card>
      {below && (
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {below}
        </Stack>
      )}
    </Stack>
  );
}
