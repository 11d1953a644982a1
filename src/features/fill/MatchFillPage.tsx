import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type Availability } from '../../../domain/availability/availability.schema';
import { playersWhoSaidNo } from '../../../domain/availability/availability';
import { todayIso } from '../../../domain/dates';
import { domainErrorMessage } from '../../../domain/errors';
import { canFillMatch } from '../../../domain/matches/match-rules';
import { useRequiredTeamCode } from '../../lib/app-context';
import { teamPaths } from '../../lib/paths';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { useGoBack } from '../../shell/use-go-back';
import { isNotFound, requiredRouteId, useNotFound } from '../../shell/use-not-found';
import { availabilityKey } from '../../resources/matches';
import { useMatch } from '../../resources/matches';
import { fillDraftKey, readFillDraft, removeFillDraft } from './fill-draft';
import { emptyFill, fillFromFilled, type FillState } from './fill-state';
import { FilledMatchView } from './FilledMatchView';
import { FillWizard } from './FillWizard';
import { MatchHeader } from './MatchHeader';

/**
 * `/input/matches/{matchId}/fill`: the fill wizard for a played match, or the
 * locked overview of a filled one.
 */
export default function MatchFillPage() {
  usePageTitle('Wedstrijd invullen');
  const { matchId } = useParams();
  const validId = requiredRouteId(matchId);
  const teamCode = useRequiredTeamCode();
  const goBack = useGoBack(teamPaths.input.matches.path);
  const match = useMatch(teamCode, validId);
  // After a reset the wizard starts from what the match held, to correct a detail.
  const [restart, setRestart] = useState<FillState | null>(null);
  const draftKey = fillDraftKey(teamCode, validId ?? 0);
  // Read once: the wizard keeps writing it, the offer is about what was there on arrival.
  const [draft, setDraft] = useState(() => readFillDraft(localStorage, draftKey));
  const [draftChoice, setDraftChoice] = useState<'continue' | 'fresh' | null>(null);
  const notFound = validId === null || isNotFound(match.error);
  useNotFound(notFound, 'Wedstrijd niet gevonden', goBack);

  const fillable = match.data !== undefined && canFillMatch(match.data, todayIso());
  const answers = useSWR<Availability[]>(
    fillable && validId !== null ? availabilityKey(teamCode, validId) : null,
  );

  // Filled meanwhile (by someone else, or on another device): the draft has nothing left to save.
  const filledMeanwhile = match.data?.filled === true;
  useEffect(() => {
    if (filledMeanwhile) {
      removeFillDraft(localStorage, draftKey);
      setDraft(null);
    }
  }, [filledMeanwhile, draftKey]);

  if (notFound || !match.data) return <PageFallback />;
  const current = match.data;
  const fresh = restart ?? { ...emptyFill, absent: playersWhoSaidNo(answers.data ?? []) };
  // The answers only prefill: without them (an error) the wizard starts as before.
  if (fillable && !restart && !answers.data && !answers.error) return <PageFallback />;

  return (
    <>
      <MatchHeader match={current} />
      {current.filled ? (
        <FilledMatchView
          match={current}
          onReset={(filled) => setRestart(fillFromFilled(filled, current))}
        />
      ) : canFillMatch(current, todayIso()) ? (
        draft && draftChoice === null ? (
          <Alert severity="info" icon={false}>
            <AlertTitle>Je was deze wedstrijd al aan het invullen</AlertTitle>
            Wat je toen invulde staat nog op dit apparaat.
            <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
              <Button variant="contained" onClick={() => setDraftChoice('continue')}>
                Verder waar je was
              </Button>
              <Button
                variant="outlined"
                onClick={() => {
                  removeFillDraft(localStorage, draftKey);
                  setDraftChoice('fresh');
                }}
              >
                Opnieuw beginnen
              </Button>
            </Stack>
          </Alert>
        ) : (
          <FillWizard
            match={current}
            initial={draft && draftChoice === 'continue' ? draft : fresh}
            fresh={fresh}
            draftKey={draftKey}
            answers={answers.data ?? []}
          />
        )
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
