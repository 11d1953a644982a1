import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import { todayIso } from '../../../domain/dates';
import { domainErrorMessage } from '../../../domain/errors';
import { canFillMatch } from '../../../domain/matches';
import { useRequiredTeamCode } from '../../app/app-context';
import { useNotice } from '../../app/notices';
import { teamPaths } from '../../app/paths';
import { ApiError } from '../../lib/api-client';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { useGoBack } from '../../shell/use-go-back';
import { useMatch } from './api';
import { emptyFill, fillFromFilled, type FillState } from './fill/fill-state';
import { FilledMatchView } from './fill/FilledMatchView';
import { FillWizard } from './fill/FillWizard';
import { MatchHeader } from './fill/MatchHeader';

/**
 * `/input/matches/{matchId}/fill`: the fill wizard for a played match, or the
 * locked overview of a filled one.
 */
export default function MatchFillPage() {
  usePageTitle('Wedstrijd invullen');
  const { matchId } = useParams();
  const id = Number(matchId);
  const validId = Number.isInteger(id) && id > 0 ? id : null;
  const teamCode = useRequiredTeamCode();
  const notice = useNotice();
  const goBack = useGoBack(teamPaths.input.matches.path);
  const match = useMatch(teamCode, validId);
  // After a reset the wizard starts from what the match held, to correct a detail.
  const [restart, setRestart] = useState<FillState | null>(null);
  const notFound =
    validId === null || (match.error instanceof ApiError && match.error.status === 404);

  useEffect(() => {
    if (!notFound) return;
    notice.show({ severity: 'error', message: 'Wedstrijd niet gevonden' });
    goBack();
  }, [notFound, notice, goBack]);

  if (notFound || !match.data) return <PageFallback />;
  const current = match.data;

  return (
    <>
      <MatchHeader match={current} />
      {current.filled ? (
        <FilledMatchView match={current} onReset={(filled) => setRestart(fillFromFilled(filled))} />
      ) : canFillMatch(current, todayIso()) ? (
        <FillWizard match={current} initial={restart ?? emptyFill} />
      ) : (
        <Alert severity="info">
          {current.cancelled
            ? domainErrorMessage('MatchCancelled')
            : 'Deze wedstrijd is nog niet gespeeld.'}
        </Alert>
      )}
    </>
  );
}
