import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
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
}: {
  teamCode: string;
  matchId: number;
  canAnswer: boolean;
}) {
  const { list, counts } = useAvailability(teamCode, matchId);
  const answers = list.data;
  const shownCounts = answers ? countAvailability(answers) : counts.data;
  return (
    <Stack spacing={1.5}>
      {shownCounts && (
        <Typography sx={{ fontWeight: 600 }} aria-label="Aanmeldingen">
          {countsText(shownCounts)}
        </Typography>
      )}
      {answers && canAnswer && (
        <Suspense fallback={null}>
          <AnswerForm teamCode={teamCode} matchId={matchId} answers={answers} />
        </Suspense>
      )}
      {answers && !canAnswer && <NamesPerAnswer answers={answers} />}
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
