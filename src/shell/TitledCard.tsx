import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';

/**
 * A card with a title (and a line under it, `subheader`) above its content: the settings
 * cards and the steps of the import pages. `titleAs="h2"` where the page's own title is the h1.
 */
export function TitledCard({
  title,
  subheader,
  titleAs,
  children,
}: {
  title: ReactNode;
  subheader?: ReactNode;
  titleAs?: 'h2';
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={titleAs && { title: { component: titleAs } }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

/** A titled card whose content is the way to a page: a button labelled `label` to `to`. */
export function LinkCard({
  to,
  label,
  ...card
}: {
  title: string;
  subheader: string;
  to: string;
  label: string;
}) {
  return (
    <TitledCard {...card}>
      <Button component={RouterLink} to={to} variant="outlined">
        {label}
      </Button>
    </TitledCard>
  );
}
