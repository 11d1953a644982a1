import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

/** One card per table or list; the optional title names it where a section holds more than one. */
export function SectionCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card sx={{ overflow: 'hidden' }}>
      {title && (
        <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.75, pb: 0.5 }}>
          {title}
        </Typography>
      )}
      {children}
    </Card>
  );
}
