import { useState } from 'react';
import Button from '@mui/material/Button';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import type { FilledMatch } from '../../../../domain/match-data/match-data.schema';
import type { Match } from '../../../../domain/matches/match.schema';
import { useRequiredTeamCode } from '../../../app/app-context';
import { useNotice } from '../../../app/notices';
import { ConfirmDialog } from '../../../shell/ConfirmDialog';
import { PageFallback } from '../../../shell/PageFallback';
import { useFilledMatch, useFillWrites } from '../fill-api';
import { BottomBar } from './BottomBar';
import { failureMessage } from './failure-message';
import { OVERVIEW_STEP } from './fill-state';
import { FillStepper } from './FillStepper';
import { OverviewStep } from './OverviewStep';

/**
 * A filled match: its overview, locked (spec §4), with fines to mark paid and a
 * Reset that makes the match fillable again (refused once a fine is paid).
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
  const filled = useFilledMatch(teamCode, match.id);
  const writes = useFillWrites(teamCode);
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);

  if (!filled.data) return <PageFallback />;
  const data = filled.data;

  const report = (error: unknown) => {
    const message = failureMessage(error);
    if (message) notice.show({ severity: 'error', message });
  };

  const reset = async () => {
    setResetting(true);
    // Before the call: the wizard replaces this view as soon as the match reads unfilled.
    onReset(data);
    try {
      await writes.reset(match.id);
      notice.show({ severity: 'success', message: 'Wedstrijd is gereset' });
    } catch (error) {
      report(error);
      setResetting(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <FillStepper active={OVERVIEW_STEP} reached={OVERVIEW_STEP} locked onStep={() => undefined} />
      <OverviewStep
        overview={data}
        onTogglePaid={(fineId, paid) => void writes.setPaid(match.id, fineId, paid).catch(report)}
      />
      <BottomBar>
        <Button
          variant="outlined"
          color="error"
          size="large"
          startIcon={<RestartAltRounded />}
          onClick={() => setConfirming(true)}
          sx={{ flex: 1 }}
        >
          Reset
        </Button>
      </BottomBar>

      <ConfirmDialog
        open={confirming}
        title="Wedstrijd resetten?"
        message="Afwezigen, doelpunten, boetes en taken van deze wedstrijd worden verwijderd. Daarna kun je hem opnieuw invullen."
        confirmLabel="Reset"
        busy={resetting}
        onConfirm={() => void reset()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
