import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Availability } from '../../../domain/availability/availability.schema';
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_STATUSES,
  countAvailability,
  type AvailabilityCounts,
} from '../../../domain/availability/availability';
import { playerDisplayName } from '../../../domain/players/display-name';
import { useAvailability } from './api';

/** Only members answer: the form (text field, dialog, toggles) is its own chunk, not a visitor's. */
const AnswerForm = lazy(() => import('./AnswerForm'));

/** "9 ja · 2 nee · 1 misschien · 5 nog niet" */
export function countsText(counts: AvailabilityCounts): string {
  return `${counts.yes} ja · ${counts.no} nee · ${counts.maybe} misschien · ${counts.open} nog niet`;
}

/**
 * Who's coming to one match: the counts, the names per answer (when this
 * requester may see them) and, for members, one-tap answers — the device
 * holder's own first ("Wie ben jij?").
 */
export function AvailabilityPanel({
  teamCode,
  matchId,
  canAnswer,
  compact = false,
}: {
  teamCode: string;
  matchId: number;
  canAnswer: boolean;
  /** The counts only, the names and answers one tap away: above a section that is not about matches. */
  compact?: boolean;
}) {
  const { list, counts } = useAvailability(teamCode, matchId);
  const [opened, setOpened] = useState(false);
  const answers = list.data;
  const shownCounts = answers ? countAvailability(answers) : counts.data;
  const folded = compact && !opened && answers !== undefined;
  return (
    <Stack spacing={1.5}>
      {shownCounts && (
        <Typography sx={{ fontWeight: 600 }} aria-label="Aanmeldingen">
          {countsText(shownCounts)}
        </Typography>
      )}
      {folded && (
        <Button
          variant="outlined"
          aria-expanded={false}
          onClick={() => setOpened(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {canAnswer ? 'Aanmelden en wie er komen' : 'Wie er komen'}
        </Button>
      )}
      {folded
        ? null
        : answers &&
          canAnswer && (
            <Suspense fallback={null}>
              <AnswerForm teamCode={teamCode} matchId={matchId} answers={answers} />
            </Suspense>
          )}
      {!folded && answers && !canAnswer && <NamesPerAnswer answers={answers} />}
    </Stack>
  );
}

function NamesPerAnswer({ answers }: { answers: Availability[] }) {
  const groups: [string, Availability[]][] = [
    ...AVAILABILITY_STATUSES.map(
      (status) =>
        [AVAILABILITY_LABELS[status], answers.filter((a) => a.status === status)] as [
          string,
          Availability[],
        ],
    ),
    ['Nog niet', answers.filter((a) => a.status === null)],
  ];
  return (
    <Stack spacing={0.5}>
      {groups
        .filter(([, group]) => group.length > 0)
        .map(([label, group]) => (
          <Typography key={label} variant="body2">
            <Box component="span" sx={{ fontWeight: 700 }}>
              {label}:
            </Box>{' '}
            {group.map((a) => playerDisplayName(a.player)).join(', ')}
          </Typography>
        ))}
    </Stack>
  );
}
