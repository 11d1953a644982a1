import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import { domainErrorMessage } from '../../../domain/errors';
import type { FilledMatch } from '../../../domain/fill/fill.schema';
import type { Match } from '../../../domain/matches/match.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useNotice } from '../../lib/notices';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { PageFallback } from '../../shell/PageFallback';
import { useUndoNotice } from '../../shell/use-undo-notice';
import { useFilledMatch, useFillWrites } from './api';
import { BottomBar } from './BottomBar';
import { OVERVIEW_STEP } from './fill-state';
import { FillStepper } from './FillStepper';
import { MatchReportCard } from './MatchReportCard';
import { OverviewStep } from './OverviewStep';

/**
 * A filled match: the match report to share (issue 31), its overview, locked
 * (spec §4), with fines to mark paid and a Reset that makes the match fillable
 * again (refused once a fine is paid).
 */
export function FilledMatchView({
  match,
  onReset,
}: {
  match: Match;
  onReset: (filled: FilledMatch) => void;
}) {
  const teamCode = useRequiredTeamCode();
  const notice = useNotice();
  const showUndo = useUndoNotice();
  const filled = useFilledMatch(teamCode, match.id);
  const writes = useFillWrites(teamCode);
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);

  if (!filled.data) return <PageFallback />;
  const data = filled.data;
  // The server refuses to reset a match with paid fines: say so before, not after a confirm.
  const resetRefusedBecause = data.fines.some((fine) => fine.paid)
    ? domainErrorMessage('MatchHasPaidFines')
    : null;

  const report = (error: unknown) => {
    notice.failed(error);
  };

  const reset = async () => {
    setResetting(true);
    // Before the call: the wizard replaces this view as soon as the match reads unfilled.
    onReset(data);
    try {
      await writes.reset(match.id);
      showUndo('Wedstrijd is gereset', () => writes.restore(match.id));
    } catch (error) {
      report(error);
      setResetting(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <FillStepper active={OVERVIEW_STEP} reached={OVERVIEW_STEP} locked onStep={() => undefined} />
      <MatchReportCard matchId={match.id} />
      <OverviewStep
        overview={data}
        onTogglePaid={(fineId, paid) =>
          void writes
            .setPaid(match.id, fineId, paid)
            .then(
              () =>
                showUndo(paid ? 'Boete betaald' : 'Boete weer open', () =>
                  writes.setPaid(match.id, fineId, !paid),
                ),
              report,
            )
        }
      />
      <BottomBar>
        <Stack spacing={0.5} sx={{ flex: 1, alignItems: 'center' }}>
          <Button
            variant="outlined"
            color="error"
            size="large"
            fullWidth
            startIcon={<RestartAltRounded />}
            disabled={resetRefusedBecause !== null}
            aria-describedby={resetRefusedBecause ? 'reset-refused' : undefined}
            onClick={() => setConfirming(true)}
          >
            Reset
          </Button>
          {resetRefusedBecause && (
            <Typography id="reset-refused" variant="body2" color="text.secondary">
              {resetRefusedBecause}
            </Typography>
          )}
        </Stack>
      </BottomBar>

      <ConfirmDialog
        open={confirming}
        title="Wedstrijd resetten?"
        message="Afwezigen, doelpunten, kaarten, boetes, taken en stemmen voor de man van de wedstrijd worden verwijderd. Daarna kun je hem opnieuw invullen."
        confirmLabel="Reset"
        busy={resetting}
        onConfirm={() => void reset()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
