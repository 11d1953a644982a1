import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Stand-in for a page that is still being built; its file is replaced by the real page. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Deze pagina wordt nog gebouwd.
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
