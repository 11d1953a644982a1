import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import IosShareRounded from '@mui/icons-material/IosShareRounded';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { useRequiredTeamCode } from '../../lib/app-context';
import { teamPaths } from '../../lib/paths';
import { useMatchReport } from './api';

/** A share link WhatsApp opens on a phone and on its web app: the text with the match's address. */
export function whatsAppReportHref(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/** Whether this browser has the system's share sheet (phones; not most desktops). */
function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * The match report after a fill (issue 31), as the server writes it: names as
 * the team shows them to visitors, so what a member shares in the app group
 * stays within the privacy settings. Shared through the phone's share sheet,
 * or as a WhatsApp link where the browser has none.
 */
export function MatchReportCard({ matchId }: { matchId: number }) {
  const teamCode = useRequiredTeamCode();
  const report = useMatchReport(teamCode, matchId);
  // Decided once on the client: the page is rendered in the browser only.
  const [native] = useState(canShareNatively);
  const text = report.data?.text;
  if (report.error) return null;
  const url = `${window.location.origin}${teamPaths.dashboard.href(matchId)}`;

  const share = async () => {
    if (!text) return;
    try {
      await navigator.share({ title: 'Wedstrijdverslag', text, url });
    } catch {
      // Closed without sharing, or refused: nothing to say.
    }
  };

  return (
    <Card component="section" aria-label="Wedstrijdverslag">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="overline" color="text.secondary" component="h2" sx={{ lineHeight: 1 }}>
          Wedstrijdverslag
        </Typography>
        <Typography>{text ?? <Skeleton />}</Typography>
        {native ? (
          <Button
            variant="contained"
            startIcon={<IosShareRounded />}
            disabled={!text}
            onClick={() => void share()}
          >
            Verslag delen
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={<WhatsApp />}
            disabled={!text}
            href={whatsAppReportHref(text ?? '', url)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Delen via WhatsApp
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
